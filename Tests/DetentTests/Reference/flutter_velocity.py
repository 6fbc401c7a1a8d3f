#!/usr/bin/env python3
"""A faithful Python port of Flutter's default VelocityTracker and LeastSquaresSolver.

Ported line by line from flutter/flutter:
  packages/flutter/lib/src/gestures/velocity_tracker.dart  (VelocityTracker)
  packages/flutter/lib/src/gestures/lsq_solver.dart        (LeastSquaresSolver)

It is used to generate the reference velocities hard-coded in
Tests/DetentTests/Velocity/VelocityTrackerTests.swift (Detent must match them within 0.1 %).
Run it with `python3 flutter_velocity.py`: it prints each case's samples and the
reference velocity as Swift literals.

Times are integer microseconds, as Dart's `Duration`. The only change from Flutter is the
"has the pointer stopped?" check, which in Flutter reads a Stopwatch started at the last
`addPosition`; here the caller passes the current time instead (`now_us`), and the elapsed
time is truncated to whole milliseconds as `Stopwatch.elapsedMilliseconds` is.
"""

import math

# packages/flutter/lib/src/foundation/constants.dart
PRECISION_ERROR_TOLERANCE = 1e-10


class _Vector:
    def __init__(self, elements, offset, length):
        self._elements = elements
        self._offset = offset
        self._length = length

    @classmethod
    def of_size(cls, size):
        return cls([0.0] * size, 0, size)

    def __getitem__(self, i):
        return self._elements[i + self._offset]

    def __setitem__(self, i, value):
        self._elements[i + self._offset] = value

    def __mul__(self, a):
        result = 0.0
        for i in range(self._length):
            result += self[i] * a[i]
        return result

    def norm(self):
        return math.sqrt(self * self)


class _Matrix:
    def __init__(self, rows, cols):
        self._columns = cols
        self._elements = [0.0] * (rows * cols)

    def get(self, row, col):
        return self._elements[row * self._columns + col]

    def set(self, row, col, value):
        self._elements[row * self._columns + col] = value

    def get_row(self, row):
        return _Vector(self._elements, row * self._columns, self._columns)


class PolynomialFit:
    def __init__(self, degree):
        self.coefficients = [0.0] * (degree + 1)
        self.confidence = None


class LeastSquaresSolver:
    def __init__(self, x, y, w):
        assert len(x) == len(y)
        assert len(y) == len(w)
        self.x = x
        self.y = y
        self.w = w

    def solve(self, degree):
        x, y, w = self.x, self.y, self.w
        if degree > len(x):
            return None
        result = PolynomialFit(degree)
        m = len(x)
        n = degree + 1

        # Expand the X vector to a matrix A, pre-multiplied by the weights.
        a = _Matrix(n, m)
        for h in range(m):
            a.set(0, h, w[h])
            for i in range(1, n):
                a.set(i, h, a.get(i - 1, h) * x[h])

        # Apply the Gram-Schmidt process to A to obtain its QR decomposition.
        q = _Matrix(n, m)
        r = _Matrix(n, n)
        for j in range(n):
            for h in range(m):
                q.set(j, h, a.get(j, h))
            for i in range(j):
                dot = q.get_row(j) * q.get_row(i)
                for h in range(m):
                    q.set(j, h, q.get(j, h) - dot * q.get(i, h))
            norm = q.get_row(j).norm()
            if norm < PRECISION_ERROR_TOLERANCE:
                return None
            inverse_norm = 1.0 / norm
            for h in range(m):
                q.set(j, h, q.get(j, h) * inverse_norm)
            for i in range(n):
                r.set(j, i, 0.0 if i < j else q.get_row(j) * a.get_row(i))

        # Solve R B = Qt W Y to find B.
        wy = _Vector.of_size(m)
        for h in range(m):
            wy[h] = y[h] * w[h]
        for i in range(n - 1, -1, -1):
            result.coefficients[i] = q.get_row(i) * wy
            for j in range(n - 1, i, -1):
                result.coefficients[i] -= r.get(i, j) * result.coefficients[j]
            result.coefficients[i] /= r.get(i, i)

        # Confidence (r-squared).
        y_mean = 0.0
        for h in range(m):
            y_mean += y[h]
        y_mean /= m
        sum_squared_error = 0.0
        sum_squared_total = 0.0
        for h in range(m):
            term = 1.0
            err = y[h] - result.coefficients[0]
            for i in range(1, n):
                term *= x[h]
                err -= term * result.coefficients[i]
            sum_squared_error += w[h] * w[h] * err * err
            v = y[h] - y_mean
            sum_squared_total += w[h] * w[h] * v * v
        result.confidence = 1.0 if sum_squared_total <= PRECISION_ERROR_TOLERANCE else \
            1.0 - (sum_squared_error / sum_squared_total)
        return result


class VelocityTracker:
    _ASSUME_POINTER_MOVE_STOPPED_MILLISECONDS = 40
    _HISTORY_SIZE = 20
    _HORIZON_MILLISECONDS = 100
    _MIN_SAMPLE_SIZE = 3

    def __init__(self):
        self._samples = [None] * self._HISTORY_SIZE  # (time_us, x, y)
        self._index = 0
        self._last_add_us = None

    def add_position(self, time_us, x, y):
        self._last_add_us = time_us  # _sinceLastSample.start(); reset()
        self._index += 1
        if self._index == self._HISTORY_SIZE:
            self._index = 0
        self._samples[self._index] = (time_us, float(x), float(y))

    def get_velocity_estimate(self, now_us=None):
        """Returns (dx, dy) in pixels per second, or None when there is no sample."""
        if now_us is not None and self._last_add_us is not None:
            elapsed_ms = (now_us - self._last_add_us) // 1000  # Stopwatch.elapsedMilliseconds
            if elapsed_ms > self._ASSUME_POINTER_MOVE_STOPPED_MILLISECONDS:
                return (0.0, 0.0)

        x, y, w, time = [], [], [], []
        sample_count = 0
        index = self._index

        newest = self._samples[index]
        if newest is None:
            return None
        previous = newest

        while True:  # do { ... } while (sampleCount < _historySize)
            sample = self._samples[index]
            if sample is None:
                break
            age = (newest[0] - sample[0]) / 1000  # inMicroseconds.toDouble() / 1000
            delta = abs(sample[0] - previous[0]) / 1000
            previous = sample
            if age > self._HORIZON_MILLISECONDS or delta > self._ASSUME_POINTER_MOVE_STOPPED_MILLISECONDS:
                break
            x.append(sample[1])
            y.append(sample[2])
            w.append(1.0)
            time.append(-age)
            index = (self._HISTORY_SIZE if index == 0 else index) - 1
            sample_count += 1
            if not sample_count < self._HISTORY_SIZE:
                break

        if sample_count >= self._MIN_SAMPLE_SIZE:
            x_fit = LeastSquaresSolver(time, x, w).solve(2)
            y_fit = LeastSquaresSolver(time, y, w).solve(2)
            if x_fit is not None and y_fit is not None:
                return (x_fit.coefficients[1] * 1000, y_fit.coefficients[1] * 1000)
        return (0.0, 0.0)


# ---------------------------------------------------------------------------------------
# The reference cases: fixed, irregular synthetic sample sets (time in microseconds).

def _jittery():
    # ~8 ms frames with hand-picked jitter; x accelerates, y drifts the other way.
    times = [0, 8_300, 15_900, 24_700, 32_100, 41_000, 48_200, 57_600, 64_900, 73_300, 81_000]
    return [(t, 100 + 0.9 * (t / 1000) + 0.004 * (t / 1000) ** 2 + (0.7 if i % 3 == 0 else -0.4),
             50 - 0.35 * (t / 1000) + (0.2 if i % 2 else -0.15))
            for i, t in enumerate(times)]


def _accelerating():
    # A flick that speeds up: x ∝ t³, irregular spacing.
    times = [0, 7_000, 16_000, 22_500, 31_000, 38_250, 47_000, 53_500, 62_000]
    return [(t, 0.00002 * (t / 1000) ** 3 + 0.3 * (t / 1000), -0.0005 * (t / 1000) ** 2)
            for t in times]


def _direction_change():
    # Moves right, turns around and moves left.
    times = [0, 9_000, 17_500, 25_000, 34_000, 41_500, 50_000, 58_500, 66_000, 75_000]
    return [(t, 200 + 3.0 * (t / 1000) - 0.045 * (t / 1000) ** 2, 10 + 0.5 * math.sin(t / 9000))
            for t in times]


def _twenty_five():
    # 25 samples at ~4 ms: only the newest 20 fit in Flutter's history. The five oldest
    # are off the curve, so a tracker that used them would be visibly off.
    times = [i * 4_000 + (300 if i % 4 == 1 else -200 if i % 4 == 3 else 0) for i in range(25)]
    return [(t, 1.5 * (t / 1000) + 0.01 * (t / 1000) ** 2 + (0.3 if i % 5 == 0 else 0.0)
             + (25.0 if i < 5 else 0.0),
             -2.0 * (t / 1000) + 0.02 * math.cos(i) - (12.0 if i < 5 else 0.0))
            for i, t in enumerate(times)]


def _horizon(oldest_us):
    # The oldest sample is `oldest_us` before the newest (100_000: exactly on the horizon).
    times = [0, oldest_us - 80_000, oldest_us - 61_000, oldest_us - 39_000,
             oldest_us - 22_000, oldest_us - 9_000, oldest_us]
    return [(t, 5 * (t / 1000) - 0.02 * (t / 1000) ** 2 + (3.0 if t == 0 else 0.0),
             0.5 * (t / 1000))
            for t in times]


def _gap(gap_us):
    # Three old samples, a gap of `gap_us`, then three recent samples.
    old = [0, 10_000, 20_000]
    recent = [20_000 + gap_us, 20_000 + gap_us + 12_000, 20_000 + gap_us + 25_000]
    pts = []
    for t in old:
        pts.append((t, 0.8 * (t / 1000), 0.0))
    for i, t in enumerate(recent):
        pts.append((t, 16 + 0.8 * ((t - 20_000 - gap_us) / 1000) + 0.02 * ((t - 20_000 - gap_us) / 1000) ** 2,
                    1.0 * i))
    return pts


CASES = [
    ("jittery", _jittery()),
    ("accelerating", _accelerating()),
    ("directionChange", _direction_change()),
    ("twentyFiveSamples", _twenty_five()),
    ("oldestExactly100ms", _horizon(100_000)),
    ("oldest100_001ms", _horizon(100_001)),
    ("gapExactly40ms", _gap(40_000)),
    ("gap40_001ms", _gap(40_001)),
]


def reference(samples):
    tracker = VelocityTracker()
    for t, x, y in samples:
        tracker.add_position(t, x, y)
    return tracker.get_velocity_estimate(now_us=samples[-1][0])


def _literal(v):
    return repr(float(v))


if __name__ == "__main__":
    for name, samples in CASES:
        vx, vy = reference(samples)
        print(f'    ReferenceCase(name: "{name}",')
        print(f'                  samples: [')
        for t, x, y in samples:
            print(f'                      ({t}, {_literal(x)}, {_literal(y)}),')
        print(f'                  ],')
        print(f'                  velocity: ({_literal(vx)}, {_literal(vy)})),')
