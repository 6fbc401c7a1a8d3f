// The modules' allocator (Web/C/alloc.c) under random requests, 1 byte to 1 MB skewed small,
// several seeds: every block 16-byte aligned (posix_memalign: its alignment), inside memory, not
// overlapping a live block, its bytes unchanged by later calls; the same sizes freed and asked
// for again reuse their blocks (memory does not grow); a request larger than the address space,
// or than memory can grow to, gets 0 and changes nothing. malloc and free run in detent.wasm and
// detent-replay.wasm through their exports; posix_memalign (the Swift runtime's call, not
// exported) in .build/web/alloc-test.wasm, the allocator alone with memory capped at 256 MB
// (Web/build.sh). Deterministic: seeded, no clock. Usage: node Web/test/alloc.mjs [--seeds N] [--steps N]
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { generator } from "./random.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? Number(args[i + 1]) : fallback; };
const SEEDS = option("--seeds", 6), STEPS = option("--steps", 3000);
const MB = 1 << 20, LIVE_LIMIT = 24 * MB;   // live bytes; past it the next steps free
const ENOMEM = 48, EINVAL = 28;             // wasi-libc's numbers

const modules = {
  "detent.wasm": new URL("../dist/detent.wasm", import.meta.url),
  "detent-replay.wasm": new URL("../dist/detent-replay.wasm", import.meta.url),
  "alloc-test.wasm": new URL("../../.build/web/alloc-test.wasm", import.meta.url),
};
const compiled = Object.fromEntries(Object.entries(modules).map(([name, url]) => [name, new WebAssembly.Module(readFileSync(url))]));
function instantiate(name) {
  const exports = new WebAssembly.Instance(compiled[name], {}).exports;
  exports.__wasm_call_ctors?.();
  return exports;
}

/** 1 byte to 1 MB, skewed small: half the sizes are at most 20 bytes, one in eight above 32 KB. */
const drawSize = (next) => Math.max(1, Math.floor(2 ** (20 * next() ** 2.2)));

/** What blocks are filled with: block n with the bytes from (37 n mod 256) on, unlike its neighbours'. */
const PATTERN = (() => { const { next } = generator(1); return Buffer.from(Array.from({ length: MB + 256 }, () => Math.floor(next() * 256))); })();

/** One module's heap as the test sees it: its live blocks and what each holds. */
class Heap {
  constructor(name) {
    this.name = name;
    this.m = instantiate(name);
    this.live = [];
    this.blocks = 0;
    this.out = this.m.malloc(16);   // posix_memalign's result slot
  }
  get bytes() { return new Uint8Array(this.m.memory.buffer); }
  get memory() { return this.m.memory.buffer.byteLength; }
  /** malloc(size), or posix_memalign with `alignment`; checks the block and fills it. */
  allocate(size, alignment = 0) {
    let p;
    if (alignment) {
      const status = this.m.posix_memalign(this.out, alignment, size);
      assert.equal(status, 0, `${this.name}: posix_memalign(${alignment}, ${size}) failed with ${status}`);
      p = new DataView(this.m.memory.buffer).getUint32(this.out, true);
    } else {
      p = this.m.malloc(size) >>> 0;
    }
    assert.notEqual(p, 0, `${this.name}: ${alignment ? "posix_memalign" : "malloc"}(${size}) returned 0`);
    assert.equal(p % Math.max(16, alignment), 0, `${this.name}: block ${p} of ${size} bytes not aligned to ${Math.max(16, alignment)}`);
    assert.ok(p + size <= this.memory, `${this.name}: block ${p} of ${size} bytes ends past memory (${this.memory})`);
    for (const b of this.live) {
      assert.ok(p + size <= b.p || b.p + b.size <= p, `${this.name}: block ${p} of ${size} bytes overlaps live block ${b.p} of ${b.size}`);
    }
    const block = { p, size, contents: PATTERN.subarray((++this.blocks * 37) & 255).subarray(0, size) };
    this.bytes.set(block.contents, p);
    this.live.push(block);
    return block;
  }
  verify(block) {
    const bytes = Buffer.from(this.m.memory.buffer, block.p, block.size);
    if (bytes.equals(block.contents)) return;
    assert.fail(`${this.name}: byte ${bytes.findIndex((b, i) => b !== block.contents[i])} of block ${block.p} (${block.size} bytes) changed`);
  }
  release(i) {
    const [block] = this.live.splice(i, 1);
    this.verify(block);
    this.m.free(block.p);
  }
  releaseAll() { while (this.live.length) this.release(this.live.length - 1); }
  liveBytes() { return this.live.reduce((sum, b) => sum + b.size, 0); }
}

let checks = 0;
const ALIGNMENTS = [4, 8, 16, 32, 64, 128, 256, 4096, 65536];

/** Random requests and frees, then the reuse check, in a fresh instance of module `name`. */
function soak(name, seed, aligned) {
  const { next } = generator(seed * 7919 + name.length);
  const heap = new Heap(name);
  for (let step = 0; step < STEPS; step++) {
    const freeing = heap.live.length && (heap.liveBytes() > LIVE_LIMIT || next() < 0.4);
    if (freeing) heap.release(Math.floor(next() * heap.live.length));
    else heap.allocate(drawSize(next), aligned && next() < 0.5 ? ALIGNMENTS[Math.floor(next() * ALIGNMENTS.length)] : 0);
    if (step % 500 === 499) heap.live.forEach((b) => heap.verify(b));
    checks++;
  }
  heap.live.forEach((b) => heap.verify(b));
  heap.releaseAll();
  // The same sizes freed and asked for again, in another order: their blocks come back.
  const sizes = Array.from({ length: 300 }, () => drawSize(next));
  sizes.forEach((size) => heap.allocate(size));
  const grown = heap.memory;
  for (let round = 0; round < 3; round++) {
    heap.releaseAll();
    for (let i = sizes.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [sizes[i], sizes[j]] = [sizes[j], sizes[i]]; }
    sizes.forEach((size) => heap.allocate(size));
    assert.equal(heap.memory, grown, `${name} seed ${seed}: memory grew from ${grown} to ${heap.memory} for sizes it had freed`);
  }
  heap.releaseAll();
  checks++;
}

/** malloc(0) gives a block of its own, free(0) does nothing; requests no memory can hold get 0
 *  (ENOMEM), memory and the live blocks unchanged. */
function edges(name) {
  const heap = new Heap(name);
  const kept = heap.allocate(1000);
  const empty = [heap.m.malloc(0) >>> 0, heap.m.malloc(0) >>> 0];
  assert.ok(empty.every((p) => p !== 0 && p % 16 === 0 && (p < kept.p || p >= kept.p + kept.size)) && empty[0] !== empty[1],
    `${name}: malloc(0) gave ${empty}`);
  empty.forEach((p) => heap.m.free(p));
  heap.m.free(0);
  const before = heap.memory;
  for (const size of [2 ** 32 - 1, 2 ** 32 - 16, 3 * 2 ** 30, 2 ** 31 + 1, 2 ** 31, 2 ** 31 - 15]) {
    assert.equal(heap.m.malloc(size), 0, `${name}: malloc(${size}) did not return 0`);
    checks++;
  }
  if (heap.m.posix_memalign) {
    const view = () => new DataView(heap.m.memory.buffer);
    view().setUint32(heap.out, 0xdead, true);
    // The last two wrap round 2^32 once the alignment's room is added: refused, not a tiny block.
    for (const [alignment, size] of [[16, 2 ** 32 - 1], [4096, 2 ** 31 - 100], [65536, 2 ** 32 - 65536], [32, 2 ** 32 - 1], [65536, 2 ** 32 - 16]]) {
      assert.equal(heap.m.posix_memalign(heap.out, alignment, size), ENOMEM, `${name}: posix_memalign(${alignment}, ${size})`);
      checks++;
    }
    for (const alignment of [0, 3, 24, 48]) {
      assert.equal(heap.m.posix_memalign(heap.out, alignment, 8), EINVAL, `${name}: posix_memalign(${alignment}, 8)`);
      checks++;
    }
    assert.equal(view().getUint32(heap.out, true), 0xdead, `${name}: a refused posix_memalign wrote its result`);
  }
  assert.equal(heap.memory, before, `${name}: a refused request grew memory`);
  heap.verify(kept);
}

/** A request of n bytes takes the smallest power of two that holds n + 16 (the header), 32 at
 *  least: blocks cut one after another from a fresh heap are that far apart. */
function classes() {
  const heap = new Heap("alloc-test.wasm");
  const sizes = [0, 16, 17, 48, 49, 112, 113, 1];
  const steps = [32, 32, 64, 64, 128, 128, 256];
  const blocks = sizes.map((n) => heap.m.malloc(n) >>> 0);
  steps.forEach((step, i) => {
    assert.equal(blocks[i + 1] - blocks[i], step, `malloc(${sizes[i]}) took ${blocks[i + 1] - blocks[i]} bytes, not ${step}`);
    checks++;
  });
}

/** alloc-test.wasm's memory stops at 256 MB: the request past it gets 0, a freed block serves again. */
function outOfMemory() {
  const heap = new Heap("alloc-test.wasm");
  assert.equal(heap.m.malloc(200 * MB), 0, "a 256 MB block where memory stops at 256 MB");
  const first = heap.m.malloc(100 * MB) >>> 0;   // a 128 MB block
  assert.notEqual(first, 0, "a 128 MB block where memory stops at 256 MB");
  const grown = heap.memory;
  assert.equal(heap.m.malloc(100 * MB), 0, "a second 128 MB block past 256 MB");
  assert.equal(heap.memory, grown, "a refused request grew memory");
  heap.m.free(first);
  assert.equal(heap.m.malloc(100 * MB) >>> 0, first, "the freed 128 MB block serves the next request of its size");
  checks += 4;
}

for (const name of Object.keys(modules)) edges(name);
classes();
outOfMemory();
for (let seed = 1; seed <= SEEDS; seed++) {
  soak("detent.wasm", seed, false);
  soak("alloc-test.wasm", seed, true);
}
soak("detent-replay.wasm", 1, false);
console.log(`alloc.mjs: ${checks} checks passed (${SEEDS} seeds x ${STEPS} steps, malloc/free in detent.wasm and detent-replay.wasm, posix_memalign in alloc-test.wasm)`);
