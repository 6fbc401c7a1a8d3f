// A PORT, written here from the documented formula, of popmotion's (and framer-motion's)
// `inertia` animation — npm is not reachable from this project's machines, so the library
// itself is not used. What is ported:
//   amplitude = power × velocity;  ideal = from + amplitude;  target = modifyTarget(ideal);
//   amplitude = target − from;     x(t) = target − amplitude · e^(−t / timeConstant)
//   done when |amplitude · e^(−t / timeConstant)| ≤ restDelta, and then x = target exactly.
// Defaults: power 0.8, timeConstant 750 ms (which starts at 0.8 / 0.75 = 1.067× the release
// speed, as measured for framer-motion), restDelta 1. The bounds' spring is left out: the
// target is clamped to [min, max] inside modifyTarget instead.

/** An inertia animation from `from` at `velocity` (units per second). */
export function inertia({ from, velocity, power = 0.8, timeConstant = 750, restDelta = 1, modifyTarget = (x) => x }) {
  let amplitude = power * velocity;
  const ideal = from + amplitude;
  const target = modifyTarget(ideal);
  if (target !== ideal) amplitude = target - from;
  return {
    target,
    /** The state `elapsed` ms after the release: {value, done}. */
    next(elapsed) {
      const delta = -amplitude * Math.exp(-elapsed / timeConstant);
      const done = !(delta > restDelta || delta < -restDelta);
      return { value: done ? target : target + delta, done };
    },
  };
}

/** modifyTarget onto the closest multiple of `step` within [min, max]. */
export const snapTo = (step, min, max) => (x) => Math.min(max, Math.max(min, Math.round(x / step) * step));
