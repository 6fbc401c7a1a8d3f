/*
 * The Detent wheel picker in a plain C + SDL2 program: libdetent does the physics and the
 * layout (detent_picker_display_list), this file only draws rectangles and SDL_ttf labels.
 *
 *   picker                      a window: drag, flick, wheel, arrow keys, Page Up/Down,
 *                               Home/End; Esc or q quits; prints each selection change
 *   picker --trace T --at S --screenshot OUT.png
 *                               replays the trace file T up to S seconds, draws that one
 *                               frame and saves it (without a display, on SDL's dummy driver)
 *   picker --frames N           quits after N frames (a smoke test)
 *
 * Exit statuses (the README's table): 0 success; 64 a bad option; 65 a bad trace
 * (FILE:LINE: reason); 66 the trace cannot be opened; 69 no display for the window; 70 SDL
 * or the font failed; 73 the screenshot cannot be written.
 *
 * Build: cc picker.c $(pkg-config --cflags --libs detent sdl2 SDL2_ttf SDL2_image) -lm
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <detent.h>
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FONT_PATH "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
#define MAX_ITEMS 512
#define TEXT_BYTES 16384
#define POINTS_PER_NOTCH 10.0

/* ---- Fonts and label textures (made once, tinted when drawn) ---------------------------- */

typedef struct { int pixel_size; TTF_Font *font; } Font;
typedef struct { char text[64]; int pixel_size; SDL_Texture *texture; int w, h; } Label;

static Font fonts[8];
static int font_count;
static Label labels[256];
static int label_count;

static TTF_Font *font_at(int pixel_size) {
    if (pixel_size < 1) pixel_size = 1;
    for (int i = 0; i < font_count; i++)
        if (fonts[i].pixel_size == pixel_size) return fonts[i].font;
    TTF_Font *f = TTF_OpenFont(FONT_PATH, pixel_size);
    if (!f) return NULL;
    if (font_count == 8) { TTF_CloseFont(fonts[7].font); font_count = 7; }
    fonts[font_count].pixel_size = pixel_size;
    fonts[font_count].font = f;
    font_count++;
    return f;
}

/* Lays labels out at the size they are drawn (libdetent calls this from display_list). */
static int measure(void *context, const char *text, double font_size, double *width, double *height) {
    (void)context;
    TTF_Font *f = font_at((int)lround(font_size));
    int w = 0, h = 0;
    if (!f || TTF_SizeUTF8(f, text, &w, &h) != 0) return 1;
    *width = w;
    *height = TTF_FontHeight(f);
    return 0;
}

static Label *label(SDL_Renderer *r, const char *text, int pixel_size) {
    for (int i = 0; i < label_count; i++)
        if (labels[i].pixel_size == pixel_size && strcmp(labels[i].text, text) == 0) return &labels[i];
    TTF_Font *f = font_at(pixel_size);
    if (!f || strlen(text) >= sizeof labels[0].text) return NULL;
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, text, white);
    if (!s) return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    int w = s->w, h = s->h;
    SDL_FreeSurface(s);
    if (!t) return NULL;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear); /* smooth when scaled (a cylinder's rows) */
    if (label_count == 256) { SDL_DestroyTexture(labels[0].texture); labels[0] = labels[--label_count]; }
    Label *l = &labels[label_count++];
    snprintf(l->text, sizeof l->text, "%s", text);
    l->pixel_size = pixel_size;
    l->texture = t;
    l->w = w;
    l->h = h;
    return l;
}

/* ---- Drawing the display list ----------------------------------------------------------- */

static Uint8 byte(double c) { return (Uint8)(c <= 0 ? 0 : c >= 1 ? 255 : lround(c * 255)); }

/* Whole pixels covering the rectangle, at least one pixel wide and tall. */
static SDL_Rect pixels(const detent_item *it) {
    double x0 = round(it->x), y0 = round(it->y);
    double x1 = fmax(round(it->x + it->width), x0 + 1), y1 = fmax(round(it->y + it->height), y0 + 1);
    SDL_Rect r = {(int)x0, (int)y0, (int)(x1 - x0), (int)(y1 - y0)};
    return r;
}

static detent_item items[MAX_ITEMS];
static char texts[TEXT_BYTES];

static void draw(SDL_Renderer *r, detent_picker *picker) {
    size_t n = 0;
    items[0].size = sizeof(detent_item);
    if (detent_picker_display_list(picker, items, MAX_ITEMS, texts, TEXT_BYTES, &n, NULL) != DETENT_OK) {
        fprintf(stderr, "display list: %s\n", detent_last_error());
        return;
    }
    /* The first item is always the picker's background: the window takes its colour. */
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, byte(items[0].red), byte(items[0].green), byte(items[0].blue), 255);
    SDL_RenderClear(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    for (size_t i = 0; i < n; i++) {
        const detent_item *it = &items[i];
        SDL_Rect px = pixels(it);
        switch (it->kind) {
        case DETENT_ITEM_RECT:
            if (byte(it->opacity) == 0 || !(it->width > 0 && it->height > 0)) break;
            SDL_SetRenderDrawColor(r, byte(it->red), byte(it->green), byte(it->blue), byte(it->opacity));
            SDL_RenderFillRect(r, &px);
            break;
        case DETENT_ITEM_TEXT: {
            Label *l = byte(it->opacity) ? label(r, it->text, (int)lround(it->font_size)) : NULL;
            if (!l) break;
            SDL_Rect dst = {(int)round(it->x + it->align_x * (it->width - l->w)),
                            (int)round(it->y + it->align_y * (it->height - l->h)), l->w, l->h};
            if (it->scale_x != 1 || it->scale_y != 1) {
                /* A cylinder's row seen at an angle: the label scaled about its frame's centre. */
                dst.w = (int)round(l->w * it->scale_x);
                dst.h = (int)round(l->h * it->scale_y);
                if (dst.w < 1 || dst.h < 1) break;
                dst.x = (int)round(it->x + it->width / 2 - dst.w / 2.0);
                dst.y = (int)round(it->y + it->height / 2 - dst.h / 2.0);
            }
            SDL_SetTextureColorMod(l->texture, byte(it->red), byte(it->green), byte(it->blue));
            SDL_SetTextureAlphaMod(l->texture, byte(it->opacity));
            SDL_RenderCopy(r, l->texture, NULL, &dst);
            break;
        }
        case DETENT_ITEM_CLIP: SDL_RenderSetClipRect(r, &px); break;
        case DETENT_ITEM_UNCLIP: SDL_RenderSetClipRect(r, NULL); break;
        }
    }
    SDL_RenderSetClipRect(r, NULL);
}

/* ---- Events ------------------------------------------------------------------------------ */

static void print_events(detent_picker *picker) {
    detent_event events[64];
    size_t n = 0;
    do {
        events[0].size = sizeof(detent_event);
        if (detent_picker_events(picker, events, 64, &n) != DETENT_OK) break;
        for (size_t i = 0; i < n; i++)
            if (events[i].kind == DETENT_EVENT_SELECTION)
                printf("t=%.4f  %g -> %g\n", events[i].time, events[i].from_value, events[i].to_value);
    } while (n == 64);
    fflush(stdout);
}

/* SDL input -> picker input at time t (seconds). Returns 0 to quit. */
static int handle(detent_picker *picker, const SDL_Event *e, double t) {
    switch (e->type) {
    case SDL_QUIT: return 0;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID || e->button.button != SDL_BUTTON_LEFT) break;
        detent_picker_pointer(picker, e->type == SDL_MOUSEBUTTONDOWN ? DETENT_POINTER_DOWN : DETENT_POINTER_UP,
                              e->button.x, e->button.y, 0, t);
        break;
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID || !(e->motion.state & SDL_BUTTON_LMASK)) break;
        detent_picker_pointer(picker, DETENT_POINTER_MOVE, e->motion.x, e->motion.y, 0, t);
        break;
    case SDL_MOUSEWHEEL: {
        if (e->wheel.which == SDL_TOUCH_MOUSEID) break;
        double x = e->wheel.preciseX, y = e->wheel.preciseY;
        if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) { x = -x; y = -y; }
        /* Whole notches are a mouse wheel; fractions a trackpad, which scrolls 1:1. */
        int precise = x != floor(x) || y != floor(y);
        detent_picker_wheel(picker, x * POINTS_PER_NOTCH, -y * POINTS_PER_NOTCH, precise, t);
        break;
    }
    case SDL_KEYDOWN:
        switch (e->key.keysym.sym) {
        case SDLK_LEFT: detent_picker_key(picker, DETENT_KEY_LEFT, t); break;
        case SDLK_RIGHT: detent_picker_key(picker, DETENT_KEY_RIGHT, t); break;
        case SDLK_UP: detent_picker_key(picker, DETENT_KEY_UP, t); break;
        case SDLK_DOWN: detent_picker_key(picker, DETENT_KEY_DOWN, t); break;
        case SDLK_PAGEUP: detent_picker_key(picker, DETENT_KEY_PAGE_UP, t); break;
        case SDLK_PAGEDOWN: detent_picker_key(picker, DETENT_KEY_PAGE_DOWN, t); break;
        case SDLK_HOME: detent_picker_key(picker, DETENT_KEY_HOME, t); break;
        case SDLK_END: detent_picker_key(picker, DETENT_KEY_END, t); break;
        case SDLK_ESCAPE: case SDLK_q: return 0;
        }
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            detent_picker_resize(picker, e->window.data1, e->window.data2, t);
        break;
    }
    return 1;
}

/* ---- Replaying a trace (docs/trace-format.md) for --trace ------------------------------- */
/* A small reader for the flat JSON objects of a trace's lines: every number must be a JSON
   number, every required member present, and a line that is not says FILE:LINE: why. */

typedef struct {
    char key[32];
    char type;          /* 'n' number, 's' string, 'b' true/false, 'o' object, '0' null, 'a' array */
    double number;
    char text[64];      /* a string's text (truncated) */
    const char *start;  /* an object's text, from its '{' */
    size_t length;
} member;

typedef struct {
    member members[24];
    int count;
} object;

static const char *skip_space(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    return p;
}

/* A JSON string at p (after its opening quote): its text into out; the end, or NULL. */
static const char *read_string(const char *p, char *out, size_t size) {
    size_t n = 0;
    for (; *p && *p != '"'; p++) {
        if (*p == '\\' && p[1]) p++;
        if (n + 1 < size) out[n++] = *p;
    }
    if (size) out[n] = 0;
    return *p == '"' ? p + 1 : NULL;
}

/* The end of the object or array starting at p, or NULL. */
static const char *skip_nested(const char *p) {
    int depth = 0, in_string = 0;
    for (; *p; p++) {
        if (in_string) { if (*p == '\\' && p[1]) p++; else if (*p == '"') in_string = 0; continue; }
        if (*p == '"') in_string = 1;
        else if (*p == '{' || *p == '[') depth++;
        else if ((*p == '}' || *p == ']') && --depth == 0) return p + 1;
    }
    return NULL;
}

/* Parses the object in `text` into o; 0, or -1 with the reason in why. */
static int parse_object(const char *text, object *o, char *why, size_t why_size) {
    const char *p = skip_space(text);
    o->count = 0;
    if (*p != '{') { snprintf(why, why_size, "not a JSON object"); return -1; }
    p = skip_space(p + 1);
    if (*p == '}') return *skip_space(p + 1) ? (snprintf(why, why_size, "text after the object"), -1) : 0;
    for (;;) {
        member *m = &o->members[o->count];
        if (o->count == 24) { snprintf(why, why_size, "too many members"); return -1; }
        if (*p != '"' || !(p = read_string(p + 1, m->key, sizeof m->key))) { snprintf(why, why_size, "expected a member name"); return -1; }
        p = skip_space(p);
        if (*p != ':') { snprintf(why, why_size, "expected ':' after \"%s\"", m->key); return -1; }
        p = skip_space(p + 1);
        m->start = p;
        if (*p == '"') { m->type = 's'; p = read_string(p + 1, m->text, sizeof m->text); }
        else if (*p == '{' || *p == '[') { m->type = *p == '{' ? 'o' : 'a'; p = skip_nested(p); }
        else if (!strncmp(p, "true", 4) || !strncmp(p, "false", 5)) { m->type = 'b'; m->number = *p == 't'; p += *p == 't' ? 4 : 5; }
        else if (!strncmp(p, "null", 4)) { m->type = '0'; p += 4; }
        else if (*p == '-' || (*p >= '0' && *p <= '9')) {
            char *end;
            m->type = 'n';
            m->number = strtod(p, &end);
            p = end;
        } else { snprintf(why, why_size, "member \"%s\" has no JSON value", m->key); return -1; }
        if (!p) { snprintf(why, why_size, "member \"%s\" is not complete", m->key); return -1; }
        m->length = (size_t)(p - m->start);
        o->count++;
        p = skip_space(p);
        if (*p == '}') return *skip_space(p + 1) ? (snprintf(why, why_size, "text after the object"), -1) : 0;
        if (*p != ',') { snprintf(why, why_size, "expected ',' or '}' after \"%s\"", m->key); return -1; }
        p = skip_space(p + 1);
    }
}

static const member *find(const object *o, const char *key) {
    for (int i = 0; i < o->count; i++)
        if (!strcmp(o->members[i].key, key)) return &o->members[i];
    return NULL;
}

/* The member `key` of type `type`, or NULL with why set ("missing" or "must be"). */
static const member *need(const object *o, const char *key, char type, char *why, size_t why_size) {
    static const char *names[] = {"a number", "a string", "true or false", "an object"};
    const member *m = find(o, key);
    const char *name = names[type == 'n' ? 0 : type == 's' ? 1 : type == 'b' ? 2 : 3];
    if (!m) snprintf(why, why_size, "missing member \"%s\" (%s)", key, name);
    else if (m->type != type) snprintf(why, why_size, "member \"%s\" must be %s, not %.*s", key, name, (int)(m->length > 20 ? 20 : m->length), m->start);
    return m && m->type == type ? m : NULL;
}

/* Applies one input line at its time; 0, or -1 with why set (a bad line or a refused input).
   A NULL picker only checks the line. */
static int apply(detent_picker *picker, const object *o, char *why, size_t why_size) {
    static const char *keys[] = {"left", "right", "up", "down", "page_up", "page_down", "home", "end"};
    static const char *pointers[] = {"down", "move", "up", "cancel"};
    const member *t = need(o, "t", 'n', why, why_size), *type = t ? need(o, "type", 's', why, why_size) : NULL;
    const member *a = NULL, *b = NULL, *c = NULL, *id = find(o, "pointer");
    detent_status status = DETENT_ERROR_INVALID;
    if (!type) return -1;
    if (id && (id->type != 'n' || id->number != floor(id->number))) { snprintf(why, why_size, "member \"pointer\" must be an integer"); return -1; }
    for (int k = 0; k < 4; k++)
        if (!strcmp(type->text, pointers[k])) {
            if (k < 3 && (!(a = need(o, "x", 'n', why, why_size)) || !(b = need(o, "y", 'n', why, why_size)))) return -1;
            status = detent_picker_pointer(picker, (detent_pointer_phase)k, a ? a->number : 0, b ? b->number : 0,
                                           id ? (int)id->number : 0, t->number);
            goto applied;
        }
    if (!strcmp(type->text, "wheel")) {
        if (!(a = need(o, "dx", 'n', why, why_size)) || !(b = need(o, "dy", 'n', why, why_size)) ||
            !(c = need(o, "precise", 'b', why, why_size))) return -1;
        status = detent_picker_wheel(picker, a->number, b->number, (int)c->number, t->number);
    } else if (!strcmp(type->text, "key")) {
        if (!(a = need(o, "key", 's', why, why_size))) return -1;
        for (int k = 0; k < 8; k++)
            if (!strcmp(a->text, keys[k])) { status = detent_picker_key(picker, (detent_key)k, t->number); goto applied; }
        snprintf(why, why_size, "member \"key\" is \"%s\", not a key name", a->text);
        return -1;
    } else if (!strcmp(type->text, "resize")) {
        if (!(a = need(o, "width", 'n', why, why_size)) || !(b = need(o, "height", 'n', why, why_size))) return -1;
        status = detent_picker_resize(picker, a->number, b->number, t->number);
    } else if (!strcmp(type->text, "select")) {
        if (!(a = need(o, "value", 'n', why, why_size)) || !(b = need(o, "animated", 'b', why, why_size))) return -1;
        status = detent_picker_select(picker, a->number, (int)b->number, t->number);
    } else {
        snprintf(why, why_size, "unknown type \"%s\"", type->text);
        return -1;
    }
applied:
    if (status != DETENT_OK && picker) { snprintf(why, why_size, "%s", detent_last_error()); return -1; }
    return 0;
}

/* Reads the trace header (the window and the picker) and makes the picker, then applies every
   input with t <= at and advances to at. 0, or an exit status with FILE:LINE: why printed. */
static int replay(const char *trace, double at, double *width, double *height, detent_picker **picker) {
    static char line[8192];
    char why[512] = "", json[4096] = "";
    object o, window;
    const member *m;
    int number = 0, status = 0;
    FILE *f = fopen(trace, "r");
    if (!f) { fprintf(stderr, "%s: cannot open: %s\n", trace, strerror(errno)); return 66; }
    while (!status && fgets(line, sizeof line, f)) {
        number++;
        if (strlen(line) == sizeof line - 1) { snprintf(why, sizeof why, "line longer than %d bytes", (int)sizeof line - 2); status = 65; break; }
        if (number == 1) {
            /* The header: {"format": "detent-trace", "version": 1, "window": {...}, "picker": {...}}. */
            if (parse_object(line, &o, why, sizeof why) || !(m = need(&o, "format", 's', why, sizeof why))) { status = 65; break; }
            if (strcmp(m->text, "detent-trace")) { snprintf(why, sizeof why, "format is \"%s\", expected \"detent-trace\"", m->text); status = 65; break; }
            if ((m = find(&o, "window"))) {
                char text[256];
                if (m->type != 'o' || m->length >= sizeof text) { snprintf(why, sizeof why, "member \"window\" must be an object"); status = 65; break; }
                memcpy(text, m->start, m->length);
                text[m->length] = 0;
                if (parse_object(text, &window, why, sizeof why)) { status = 65; break; }
                const member *w = need(&window, "width", 'n', why, sizeof why), *h = w ? need(&window, "height", 'n', why, sizeof why) : NULL;
                if (!h) { status = 65; break; }
                *width = w->number;
                *height = h->number;
            }
            if ((m = find(&o, "picker"))) {
                if (m->type != 'o' || m->length >= sizeof json) { snprintf(why, sizeof why, "member \"picker\" must be an object"); status = 65; break; }
                memcpy(json, m->start, m->length);
                json[m->length] = 0;
            }
            *picker = detent_picker_create(json[0] ? json : NULL, *width, *height, 0);
            if (!*picker) { snprintf(why, sizeof why, "%s", detent_last_error()); status = 65; }
            continue;
        }
        if (*skip_space(line) == 0) continue;
        if (parse_object(line, &o, why, sizeof why)) { status = 65; break; }
        /* Lines after `at` are checked, not applied (as `detent render` reads the whole trace). */
        m = find(&o, "t");
        if (apply(m && m->type == 'n' && m->number > at ? NULL : *picker, &o, why, sizeof why)) status = 65;
    }
    if (!status && number == 0) { snprintf(why, sizeof why, "empty file (expected the header)"); status = 65; number = 1; }
    fclose(f);
    if (status) { fprintf(stderr, "%s:%d: %s\n", trace, number, why); return status; }
    if (detent_picker_advance(*picker, at) != DETENT_OK) { fprintf(stderr, "%s: %s\n", trace, detent_last_error()); return 65; }
    return 0;
}

/* ---- main --------------------------------------------------------------------------------- */

/* A number option's value, or exits 64. */
static double number_option(const char *option, const char *text) {
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !isfinite(v)) {
        fprintf(stderr, "picker: %s takes a number, not \"%s\"\n", option, text);
        exit(64);
    }
    return v;
}

/* SDL and a window on a real display, or exits 69 saying so (as the sandbox does): SDL's
   offscreen and dummy drivers only when asked for with SDL_VIDEODRIVER. */
static void open_video(void) {
    int asked = getenv("SDL_VIDEODRIVER") != NULL;
    if (!asked && !getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY")) {
        fprintf(stderr, "picker: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); run it under "
                        "`xvfb-run -a -s \"-screen 0 1280x720x24\"`, or replay a trace with --trace\n");
        exit(69);
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "picker: no display (%s)\n", SDL_GetError()); exit(69); }
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!asked && driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen"))) {
        fprintf(stderr, "picker: no display (SDL found only its %s driver)\n", driver);
        SDL_Quit();
        exit(69);
    }
}

int main(int argc, char **argv) {
    const char *trace = NULL, *screenshot = NULL;
    double at = 0;
    long frames = -1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--trace") && i + 1 < argc) trace = argv[++i];
        else if (!strcmp(argv[i], "--at") && i + 1 < argc) at = number_option("--at", argv[++i]);
        else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) screenshot = argv[++i];
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
            double n = number_option("--frames", argv[++i]);
            if (n < 0 || n != floor(n) || n > 1e9) { fprintf(stderr, "picker: --frames takes a whole number of frames\n"); return 64; }
            frames = (long)n;
        } else { fprintf(stderr, "usage: %s [--trace FILE --at SECONDS --screenshot OUT.png] [--frames N]\n", argv[0]); return 64; }
    }
    if ((trace != NULL) != (screenshot != NULL)) { fprintf(stderr, "picker: --trace and --screenshot go together\n"); return 64; }
    if (trace && (at < 0 || at > 1e9)) { fprintf(stderr, "picker: --at must be in 0 ... 1e9 seconds\n"); return 64; }

    /* The window and the picker: from the trace (replayed before any window opens), or the reference picker. */
    double width = 480, height = 200;
    detent_picker *picker = NULL;
    if (trace) {
        int status = replay(trace, at, &width, &height, &picker);
        if (status) { detent_picker_destroy(picker); return status; }
        /* A screenshot needs no display: SDL's dummy driver draws it when there is none. */
        if (!getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY") && !getenv("SDL_VIDEODRIVER")) setenv("SDL_VIDEODRIVER", "dummy", 1);
    } else {
        picker = detent_picker_create(NULL, width, height, 0);
        if (!picker) { fprintf(stderr, "detent_picker_create: %s\n", detent_last_error()); return 70; }
    }

    open_video();
    if (TTF_Init() != 0) { fprintf(stderr, "SDL_ttf: %s\n", TTF_GetError()); return 70; }
    SDL_Window *window = SDL_CreateWindow("Detent from C", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          (int)width, (int)height, SDL_WINDOW_RESIZABLE);
    SDL_Renderer *r = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    if (!r) { fprintf(stderr, "SDL: %s\n", SDL_GetError()); return 70; }
    if (!font_at(24)) { fprintf(stderr, "%s: %s\n", FONT_PATH, TTF_GetError()); return 70; }
    detent_picker_set_text_measurer(picker, measure, NULL);

    int status = 0;
    if (trace) {
        /* The frame at `at`, as `detent render` draws it. */
        draw(r, picker);
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, (int)width, (int)height, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!s || SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0 ||
            IMG_SavePNG(s, screenshot) != 0) { fprintf(stderr, "%s: %s\n", screenshot, SDL_GetError()); status = 73; }
        SDL_FreeSurface(s);
        if (!status) printf("value %g at t=%g\n", detent_picker_value(picker), at);
    } else {
        /* 120 Hz: each frame advances the picker to the time it will be shown. */
        const double start = SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
        for (long frame = 0; frames < 0 || frame < frames; frame++) {
            double now = SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency() - start;
            SDL_Event e;
            int running = 1;
            while (running && SDL_PollEvent(&e)) running = handle(picker, &e, now);
            if (!running) break;
            detent_picker_advance(picker, now);
            print_events(picker);
            draw(r, picker);
            SDL_RenderPresent(r);
            double next = (frame + 1) / 120.0, left = next - (SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency() - start);
            if (left > 0) SDL_Delay((Uint32)(left * 1000));
        }
        printf("final value %g\n", detent_picker_value(picker));
    }
    for (int i = 0; i < label_count; i++) SDL_DestroyTexture(labels[i].texture);
    for (int i = 0; i < font_count; i++) TTF_CloseFont(fonts[i].font);
    detent_picker_destroy(picker);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    return status;
}
