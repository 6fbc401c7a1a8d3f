// Drives a Qt 5 scroller headless on a pointer gesture, with every clock in the process
// stepped by this program, and prints what it did as one JSON object.
//
//   qt-peer qscroller|listview FPS FILE.peer [REPEAT]
//
//   qscroller  QtWidgets' QScroller on a plain QObject target: content 0...max, snap
//              positions every `step` (setSnapPositionsX), Qt's default properties.
//   listview   a Qt Quick ListView, horizontal, items `step` wide, snapMode SnapToItem,
//              Qt's defaults otherwise (flickDeceleration, maximumFlickVelocity, bounds).
//
// FILE.peer is written by bench_peers.py: `start OFFSET`, `max OFFSET`, `step PT`,
// `viewport PT`, then `down|move|up T X` lines (T seconds, X in the picker's own
// coordinates along its axis; the finger moving toward smaller X increases the offset).
//
// The clock. Qt reads time in two places that matter here: QScroller's fling is a list of
// easing segments timed by a private QElapsedTimer, and every animation (QScroller's timer,
// Flickable's timeline) is ticked by QUnifiedTimer. Both read clock_gettime(), which this
// program defines itself, so the dynamic linker binds Qt's calls to it: the process sees
// only the virtual time that the replay sets, exact to the nanosecond, and no sleep or
// real-time wait happens. Frames are ticks of an installed QAnimationDriver that the replay
// advances at t = k / FPS; inputs are delivered at their own times between frames (the
// clock set to the input's time, the event stamped with it). This does what libfaketime
// would (a faked clock for the whole process) without parsing a date string on every
// clock read, and it leaves the real clock reachable for the cost measurement below.
//
// Cost. With REPEAT > 0 the gesture is replayed REPEAT more times (the scroller reset to
// the start offset in between, the virtual clock carried on) and the real time of the calls
// that do the scroller's work is summed: delivering each input (handleInput / the mouse
// event) and each frame's QAnimationDriver::advance(). Qt's own event-loop passes between
// them (queued timer starts, Qt Quick's polish and software rendering) are not counted,
// nor is the clock: the median time of an empty timed region is subtracted from each one.
// The medians and minima over the repeats are printed: the whole gesture, and one frame of
// the motion after a release (frames while no pointer is down and the scroller still moves).
#include <QAnimationDriver>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMouseEvent>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickView>
#include <QScrollEvent>
#include <QScrollPrepareEvent>
#include <QScroller>
#include <QTemporaryFile>
#include <QTextStream>

#include <dlfcn.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

// MARK: The virtual clock

static long long virtualNanoseconds = 0;

extern "C" int clock_gettime(clockid_t id, struct timespec *ts) {
    switch (id) {
    case CLOCK_MONOTONIC: case CLOCK_MONOTONIC_COARSE: case CLOCK_MONOTONIC_RAW: case CLOCK_BOOTTIME:
    case CLOCK_REALTIME: case CLOCK_REALTIME_COARSE:
        ts->tv_sec = virtualNanoseconds / 1000000000LL;
        ts->tv_nsec = virtualNanoseconds % 1000000000LL;
        return 0;
    default: {
        using Real = int (*)(clockid_t, struct timespec *);
        static Real real = reinterpret_cast<Real>(dlsym(RTLD_NEXT, "clock_gettime"));
        return real(id, ts);
    }
    }
}

/// The real monotonic clock (glibc's own clock_gettime, through the vDSO), for the cost.
static long long realNanoseconds() {
    using Real = int (*)(clockid_t, struct timespec *);
    static Real real = reinterpret_cast<Real>(dlsym(RTLD_NEXT, "clock_gettime"));
    struct timespec ts;
    real(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/// The median real time of an empty timed region (two clock reads), subtracted from every
/// timed region so that the figures are the scroller's calls alone.
static long long clockOverhead() {
    std::vector<long long> v;
    for (int i = 0; i < 20001; ++i) {
        const long long t0 = realNanoseconds();
        v.push_back(realNanoseconds() - t0);
    }
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/// Replay times are trace seconds plus this, so that no timestamp is 0 (Qt reads a 0
/// timestamp as "none") and start-up happens before the gesture.
static const double clockBase = 100.0;

static void setClock(double traceSeconds) {
    long long ns = std::llround((clockBase + traceSeconds) * 1e9);
    if (ns > virtualNanoseconds) virtualNanoseconds = ns;
}
static qint64 timestampMs(double traceSeconds) { return std::llround((clockBase + traceSeconds) * 1000.0); }

/// Frames: animation ticks that only the replay triggers.
class SteppedDriver : public QAnimationDriver {
public:
    void tick() { advance(); }
};

// MARK: The gesture

struct Input {
    enum Kind { down, move, up } kind;
    double t;
    double x;
};

struct Gesture {
    double start = 0, max = 1000, step = 10, viewport = 280;
    std::vector<Input> inputs;
};

[[noreturn]] static void fail(const std::string &message) {
    std::fprintf(stderr, "qt-peer: %s\n", message.c_str());
    std::exit(2);
}

static Gesture readGesture(const char *path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) fail(std::string(path) + ": cannot open");
    Gesture g;
    QTextStream in(&file);
    int lineNumber = 0;
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        ++lineNumber;
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QStringList f = line.split(' ', Qt::SkipEmptyParts);
        bool ok1 = true, ok2 = true;
        auto number = [&](int i, bool &ok) { return i < f.size() ? f[i].toDouble(&ok) : (ok = false, 0.0); };
        const QString &key = f[0];
        if (key == "start") g.start = number(1, ok1);
        else if (key == "max") g.max = number(1, ok1);
        else if (key == "step") g.step = number(1, ok1);
        else if (key == "viewport") g.viewport = number(1, ok1);
        else if (key == "down" || key == "move" || key == "up") {
            Input i{key == "down" ? Input::down : key == "move" ? Input::move : Input::up, number(1, ok1), number(2, ok2)};
            g.inputs.push_back(i);
        } else fail(std::string(path) + ":" + std::to_string(lineNumber) + ": unknown line");
        if (!ok1 || !ok2) fail(std::string(path) + ":" + std::to_string(lineNumber) + ": expected numbers");
    }
    if (g.inputs.empty()) fail(std::string(path) + ": no pointer input");
    return g;
}

// MARK: The peers

/// A scroller the replay drives: inputs, the offset, whether it still moves.
class Peer {
public:
    virtual ~Peer() = default;
    virtual void reset(double offset) = 0;
    virtual void input(const Input &input) = 0;
    virtual double offset() const = 0;
    virtual bool moving() const = 0;
    virtual std::string info() const { return "{}"; }
};

/// QScroller's target: a content range 0...max, a viewport, the offset it is told to show.
class ScrollTarget : public QObject {
public:
    explicit ScrollTarget(const Gesture &g) : gesture(g), offset(g.start) {}
    const Gesture &gesture;
    double offset;

    bool event(QEvent *e) override {
        if (e->type() == QEvent::ScrollPrepare) {
            auto *prepare = static_cast<QScrollPrepareEvent *>(e);
            prepare->setViewportSize(QSizeF(gesture.viewport, 80));
            prepare->setContentPosRange(QRectF(0, 0, gesture.max, 0));
            prepare->setContentPos(QPointF(offset, 0));
            prepare->accept();
            return true;
        }
        if (e->type() == QEvent::Scroll) {
            auto *scroll = static_cast<QScrollEvent *>(e);
            offset = scroll->contentPos().x() + scroll->overshootDistance().x();
            return true;
        }
        return QObject::event(e);
    }
};

class ScrollerPeer : public Peer {
public:
    explicit ScrollerPeer(const Gesture &g) : target(g) {
        scroller = QScroller::scroller(&target);
        if (g.step > 0) scroller->setSnapPositionsX(0, g.step);
    }
    void reset(double offset) override { scroller->stop(); target.offset = offset; }
    void input(const Input &i) override {
        const QScroller::Input kind = i.kind == Input::down ? QScroller::InputPress
            : i.kind == Input::move ? QScroller::InputMove : QScroller::InputRelease;
        scroller->handleInput(kind, QPointF(i.x, 40), timestampMs(i.t));
    }
    double offset() const override { return target.offset; }
    bool moving() const override { return scroller->state() != QScroller::Inactive; }
    std::string info() const override {
        return "{\"pixel_per_meter\": " + std::to_string(scroller->pixelPerMeter().x()) + "}";
    }

private:
    ScrollTarget target;
    QScroller *scroller;
};

class ListViewPeer : public Peer {
public:
    explicit ListViewPeer(const Gesture &g) {
        const int count = int(std::lround((g.max + g.viewport) / g.step));
        const QString qml = QString(
            "import QtQuick 2.15\n"
            "ListView {\n"
            "    width: %1; height: 80\n"
            "    orientation: ListView.Horizontal\n"
            "    snapMode: ListView.SnapToItem\n"
            "    model: %2\n"
            "    delegate: Item { width: %3; height: 80 }\n"
            "}\n").arg(g.viewport).arg(count).arg(g.step);
        QTemporaryFile file(QDir::tempPath() + "/qt-peer-XXXXXX.qml");
        if (!file.open()) fail("cannot write the QML file");
        file.write(qml.toUtf8());
        file.flush();
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(int(g.viewport), 80);
        view.setSource(QUrl::fromLocalFile(file.fileName()));
        if (view.status() != QQuickView::Ready) {
            std::string errors;
            for (const auto &e : view.errors()) errors += e.toString().toStdString() + "; ";
            fail("QML: " + errors);
        }
        view.show();
        root = view.rootObject();
    }
    void reset(double offset) override {
        QMetaObject::invokeMethod(root, "cancelFlick");
        root->setProperty("contentX", offset);
    }
    void input(const Input &i) override {
        const QEvent::Type type = i.kind == Input::down ? QEvent::MouseButtonPress
            : i.kind == Input::move ? QEvent::MouseMove : QEvent::MouseButtonRelease;
        const QPointF p(i.x, 40);
        const Qt::MouseButton button = i.kind == Input::move ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons buttons = i.kind == Input::up ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, p, p, p, button, buttons, Qt::NoModifier);
        event.setTimestamp(ulong(timestampMs(i.t)));
        QCoreApplication::sendEvent(&view, &event);
    }
    double offset() const override { return root->property("contentX").toDouble(); }
    bool moving() const override { return root->property("moving").toBool(); }
    std::string info() const override {
        return "{\"flickDeceleration\": " + std::to_string(root->property("flickDeceleration").toDouble())
            + ", \"maximumFlickVelocity\": " + std::to_string(root->property("maximumFlickVelocity").toDouble()) + "}";
    }

private:
    QQuickView view;
    QObject *root = nullptr;
};

// MARK: The replay

struct Replay {
    std::vector<std::pair<double, double>> frames; // (t, offset)
    bool rested = false;                            // false: stopped by the timeout
    long long gestureNs = 0;                        // inputs + frames, the scroller's calls only
    int regions = 0;                                // timed calls in gestureNs
    long long motionFramesNs = 0;                   // frames after a release while it moves
    int motionFrames = 0;
};

/// Frames at k / fps from the first input until the scroller rests after the last one.
static Replay replay(Peer &peer, SteppedDriver &driver, const Gesture &g, int fps, double timeShift, bool timed) {
    Replay r;
    const double first = g.inputs.front().t, last = g.inputs.back().t;
    const double timeout = 30.0;
    long long k = (long long)std::floor(first * fps);
    size_t i = 0;
    bool wasMoving = false, pointerDown = false;
    for (;; ++k) {
        const double tf = double(k) / fps;
        while (i < g.inputs.size() && g.inputs[i].t <= tf) {
            Input in = g.inputs[i++];
            in.t += timeShift;
            pointerDown = in.kind != Input::up;
            setClock(in.t);
            const long long t0 = timed ? realNanoseconds() : 0;
            peer.input(in);
            if (timed) { r.gestureNs += realNanoseconds() - t0; r.regions += 1; }
            QCoreApplication::processEvents();
        }
        setClock(tf + timeShift);
        QCoreApplication::processEvents();
        const bool motion = !pointerDown && peer.moving();
        const long long t0 = timed ? realNanoseconds() : 0;
        driver.tick();
        if (timed) {
            const long long dt = realNanoseconds() - t0;
            r.gestureNs += dt;
            r.regions += 1;
            if (motion) { r.motionFramesNs += dt; r.motionFrames += 1; }
        }
        QCoreApplication::processEvents();
        r.frames.emplace_back(tf, peer.offset());
        const bool nowMoving = peer.moving();
        if (i == g.inputs.size() && tf >= last && !nowMoving && !wasMoving) { r.rested = true; break; }
        wasMoving = nowMoving;
        if (tf > last + timeout) break;
    }
    return r;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: qt-peer qscroller|listview FPS FILE.peer [REPEAT]\n");
        return 64;
    }
    const std::string kind = argv[1];
    const int fps = std::atoi(argv[2]);
    const int repeat = argc > 4 ? std::atoi(argv[4]) : 0;
    if (kind != "qscroller" && kind != "listview") fail("unknown peer " + kind);
    if (fps <= 0) fail("FPS must be a positive integer");

    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    qputenv("QT_NO_GLIB", "1");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QByteArray runtime = QDir::tempPath().toUtf8() + "/qt-peer-runtime-" + QByteArray::number(getuid());
        QDir().mkpath(QString::fromUtf8(runtime));
        QFile::setPermissions(QString::fromUtf8(runtime), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", runtime);
    }
    setClock(-clockBase + 1.0);
    QApplication app(argc, argv);
    {
        QElapsedTimer check;
        check.start();
        setClock(-clockBase + 3.5);
        if (check.elapsed() != 2500) fail("the virtual clock did not reach Qt (elapsed " + std::to_string(check.elapsed()) + " ms)");
    }
    const Gesture g = readGesture(argv[3]);

    std::unique_ptr<Peer> peer;
    if (kind == "qscroller") peer = std::make_unique<ScrollerPeer>(g);
    else peer = std::make_unique<ListViewPeer>(g);
    SteppedDriver driver;
    driver.install();
    QCoreApplication::processEvents();
    peer->reset(g.start);
    QCoreApplication::processEvents();

    const Replay first = replay(*peer, driver, g, fps, 0, false);

    // Timed replays, each one on a fresh stretch of the virtual clock.
    std::vector<long long> gestures, frames;
    std::vector<double> finals;
    const long long overhead = repeat > 0 ? clockOverhead() : 0;
    const double span = std::ceil(first.frames.back().first - g.inputs.front().t) + 10.0;
    for (int n = 1; n <= repeat; ++n) {
        peer->reset(g.start);
        QCoreApplication::processEvents();
        const Replay r = replay(*peer, driver, g, fps, n * span, true);
        gestures.push_back(r.gestureNs - overhead * r.regions);
        if (r.motionFrames > 0) frames.push_back((r.motionFramesNs - overhead * r.motionFrames) / r.motionFrames);
        finals.push_back(r.frames.back().second);
    }
    auto median = [](std::vector<long long> v) -> long long {
        if (v.empty()) return -1;
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    auto minimum = [](const std::vector<long long> &v) -> long long {
        return v.empty() ? -1 : *std::min_element(v.begin(), v.end());
    };
    const bool repeatable = std::all_of(finals.begin(), finals.end(), [&](double f) { return f == first.frames.back().second; });

    std::printf("{\"peer\": \"%s\", \"qt\": \"%s\", \"fps\": %d, \"final\": %.17g, \"rested\": %s, \"info\": %s,\n",
                kind.c_str(), qVersion(), fps, first.frames.back().second, first.rested ? "true" : "false",
                peer->info().c_str());
    std::printf(" \"cost\": {\"repeat\": %d, \"gesture_ns\": %lld, \"frame_ns\": %lld, \"gesture_min_ns\": %lld, "
                "\"frame_min_ns\": %lld, \"clock_overhead_ns\": %lld, \"finals_repeat\": %s},\n",
                repeat, median(gestures), median(frames), minimum(gestures), minimum(frames), overhead,
                repeatable ? "true" : "false");
    std::printf(" \"frames\": [");
    for (size_t j = 0; j < first.frames.size(); ++j)
        std::printf("%s[%.17g, %.17g]", j ? ", " : "", first.frames[j].first, first.frames[j].second);
    std::printf("]}\n");
    return 0;
}
