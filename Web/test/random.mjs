// The seeded generator the web tests draw from (fuzz.mjs, alloc.mjs): xorshift128+, numbers in
// [0, 1) from next(), and int(n), pick(list), chance(p) on them.
export function generator(seed) {
  let a = BigInt(seed) * 0x9e3779b97f4a7c15n & 0xffffffffffffffffn | 1n, b = (a ^ 0xdeadbeefcafebaben) * 0xbf58476d1ce4e5b9n & 0xffffffffffffffffn | 1n;
  const next = () => {
    let s1 = a; const s0 = b; a = s0;
    s1 ^= (s1 << 23n) & 0xffffffffffffffffn; s1 ^= s1 >> 17n; s1 ^= s0 ^ (s0 >> 26n); b = s1;
    return Number((s1 + s0) >> 11n & 0x1fffffffffffffn) / 2 ** 53;
  };
  const r = {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
  return r;
}
