#!/usr/bin/env bash
# `make bench-peers`: installs what the peers need when it is missing, builds the drivers,
# and runs bench_peers.py, which prints the table (docs/performance.md explains it).
#
#   Debian:  qtbase5-dev qtdeclarative5-dev (headers and pkg-config files of Qt5Widgets,
#            Qt5Quick, Qt5Qml for qt_peer.cpp), qml-module-qtquick2 (QtQuick at run time), g++
#   PyPI:    kivy 2.3.1, into a virtual environment in Benchmarks/.build/peers/venv
#
# Extra arguments go to bench_peers.py (e.g. --repeat 100).
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
CXX=${CXX:-g++}
PYTHON=${PYTHON:-python3}
KIVY_VERSION=2.3.1
APT_PACKAGES="qtbase5-dev qtdeclarative5-dev qml-module-qtquick2 g++ pkg-config"
BUILD=Benchmarks/.build/peers

missing=""
for p in $APT_PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# Debian's own python3 makes virtual environments only with python3-venv.
"$PYTHON" -c "import venv, ensurepip" 2>/dev/null || missing="$missing python3-venv"
if [[ -n $missing ]]; then
    if [[ $(id -u) != 0 ]]; then
        echo "The peers need:$missing"
        echo "Run: sudo apt-get install -y --no-install-recommends$missing"
        exit 1
    fi
    echo "Installing$missing ..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

mkdir -p "$BUILD"
if ! "$BUILD/venv/bin/python" -c "import kivy, sys; sys.exit(kivy.__version__ != '$KIVY_VERSION')" 2>/dev/null; then
    echo "Installing kivy $KIVY_VERSION into $BUILD/venv ..."
    "$PYTHON" -m venv "$BUILD/venv"
    "$BUILD/venv/bin/python" -m pip install -q "kivy==$KIVY_VERSION"
fi

if [[ ! -x $BUILD/qt-peer || Benchmarks/peers/qt_peer.cpp -nt $BUILD/qt-peer ]]; then
    echo "Building $BUILD/qt-peer ..."
    # shellcheck disable=SC2046  # pkg-config prints several words on purpose
    "$CXX" -std=c++17 -O2 -fPIC -Wall -Wextra -o "$BUILD/qt-peer" Benchmarks/peers/qt_peer.cpp \
        $(pkg-config --cflags --libs Qt5Widgets Qt5Quick Qt5Qml) -ldl
fi

echo "Building detent and DetentPeer (release) ..."
"$SWIFT" build -c release --product detent 2>&1 | tail -n 1
(cd Benchmarks && "$SWIFT" build -c release --product DetentPeer 2>&1 | tail -n 1)

echo
"$PYTHON" Benchmarks/peers/bench_peers.py "$@"
