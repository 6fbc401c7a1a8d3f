#!/usr/bin/env python3
# The creates Web/test/fuzz.mjs made (`node Web/test/fuzz.mjs --dump FILE`), made again by the
# native library: each must be accepted or refused alike, with the same message (a number past
# 2^31 written as natively, where the module's Int and size_t are 32 bits). Not part of make test
# (it needs the native library):
#   swift build --product DetentC && node Web/test/fuzz.mjs --dump /tmp/creates.jsonl &&
#   python3 Web/test/fuzz-native.py .build/debug/libDetentC.so /tmp/creates.jsonl
import ctypes, json, sys
lib = ctypes.CDLL(sys.argv[1])
lib.detent_last_error.restype = ctypes.c_char_p
lib.detent_engine_create.restype = ctypes.c_void_p
lib.detent_picker_create_with_config.restype = ctypes.c_void_p
lib.detent_engine_create.argtypes = [ctypes.c_void_p, ctypes.c_double]
lib.detent_picker_create_with_config.argtypes = [ctypes.c_void_p, ctypes.c_double, ctypes.c_double, ctypes.c_double]
lib.detent_engine_config_init.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
lib.detent_picker_config_init.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
lib.detent_engine_config_profile.argtypes = [ctypes.c_void_p, ctypes.c_int]
lib.detent_engine_destroy.argtypes = [ctypes.c_void_p]
lib.detent_picker_destroy.argtypes = [ctypes.c_void_p]
def num(v): return float(v) if isinstance(v, str) else v   # "NaN", "Infinity", "-0"
LONGS = {("engine", 224), ("picker", 96)}      # long: 4 bytes in wasm32, 8 natively (same offset)
same = differ = 0
for line in open(sys.argv[2]):
    d = json.loads(line); op = d["op"]; engine = op["call"] == "engine_create"; kind = "engine" if engine else "picker"
    buf = ctypes.create_string_buffer(512)
    (lib.detent_engine_config_init if engine else lib.detent_picker_config_init)(buf, op["size"] & 0xffffffff)
    if engine and op.get("profile") is not None: lib.detent_engine_config_profile(buf, op["profile"])
    for off, t, v in op["fields"]:
        v = num(v)
        if t == "f64": ctypes.c_double.from_buffer(buf, off).value = v
        elif (kind, off) in LONGS: ctypes.c_long.from_buffer(buf, off).value = int(v)
        else: ctypes.c_int.from_buffer(buf, off).value = int(v)
    if op.get("sizeAfter") is not None: ctypes.c_size_t.from_buffer(buf, 0).value = op["sizeAfter"] & 0xffffffff
    cfg = None if op.get("nullConfig") else buf
    h = lib.detent_engine_create(cfg, num(op["time"])) if engine else lib.detent_picker_create_with_config(cfg, num(op["width"]), num(op["height"]), num(op["time"]))
    err = None if h else lib.detent_last_error().decode()
    if h: (lib.detent_engine_destroy if engine else lib.detent_picker_destroy)(h)
    if (bool(h), err) == (d["made"], d["error"]): same += 1
    else:
        differ += 1
        if differ <= 15: print(f"differ: {json.dumps(op)[:300]}\n  wasm:   {d['made']} {d['error']}\n  native: {bool(h)} {err}")
print(f"{same} creates said the same, {differ} differed")
sys.exit(1 if differ else 0)
