/*
 * The Detent wheel picker in a plain C + SDL2 program: libdetent does the physics and the
 * layout (detent_picker_display_list), this file only draws rectangles and SDL_ttf labels.
 *
 *   picker                      a window: drag, flick, wheel, arrow keys, Page Up/Down,
 *                               Home/End; Esc or q quits; prints each selection change
 *   picker --trace T --at S --screenshot OUT.png
 *                               replays the trace file T up to S seconds, draws that one
 *                               frame and saves it (works under SDL_VIDEODRIVER=dummy)
 *   picker --frames N           quits after N frames (a smoke test)
 *
 * Build: cc picker.c $(pkg-config --cflags --libs detent sdl2 SDL2_ttf SDL2_image) -lm
 */
#include <detent.h>
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
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
    size_t n = detent_picker_display_list(picker, items, MAX_ITEMS, texts, TEXT_BYTES);
    if (n == 0 || n > MAX_ITEMS) { fprintf(stderr, "display list: %s\n", detent_last_error()); return; }
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
    size_t n;
    do {
        n = detent_picker_events(picker, events, 64);
        for (size_t i = 0; i < n; i++)
            if (events[i].kind == DETENT_EVENT_SELECTION)
                printf("t=%.4f  %g -> %g\n", events[i].time, events[i].from, events[i].to);
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
/* A minimal reader for the flat input lines the recorder writes; not a general JSON parser. */

/* The text after `"key":` in line, or NULL. */
static const char *member(const char *line, const char *key) {
    char quoted[32];
    snprintf(quoted, sizeof quoted, "\"%s\"", key);
    for (const char *p = strstr(line, quoted); p; p = strstr(p + 1, quoted)) {
        const char *q = p + strlen(quoted);
        while (*q == ' ') q++;
        if (*q == ':') { q++; while (*q == ' ') q++; return q; }
    }
    return NULL;
}
static double number(const char *line, const char *key, double otherwise) {
    const char *v = member(line, key);
    return v ? strtod(v, NULL) : otherwise;
}
static int is(const char *line, const char *key, const char *value) {
    const char *v = member(line, key);
    return v && *v == '"' && strncmp(v + 1, value, strlen(value)) == 0 && v[1 + strlen(value)] == '"';
}

/* The header's "picker" object, copied into out (empty when absent). */
static void picker_object(const char *header, char *out, size_t size) {
    const char *p = member(header, "picker");
    out[0] = 0;
    if (!p || *p != '{') return;
    int depth = 0, in_string = 0;
    const char *q = p;
    for (; *q; q++) {
        if (in_string) { if (*q == '\\' && q[1]) q++; else if (*q == '"') in_string = 0; continue; }
        if (*q == '"') in_string = 1;
        else if (*q == '{') depth++;
        else if (*q == '}' && --depth == 0) break;
    }
    size_t n = (size_t)(q - p) + 1;
    if (*q && n < size) { memcpy(out, p, n); out[n] = 0; }
}

static int apply(detent_picker *picker, const char *line) {
    double t = number(line, "t", NAN);
    int pointer = (int)number(line, "pointer", 0);
    double x = number(line, "x", NAN), y = number(line, "y", NAN);
    static const char *keys[] = {"left", "right", "up", "down", "page_up", "page_down", "home", "end"};
    if (is(line, "type", "down")) return detent_picker_pointer(picker, DETENT_POINTER_DOWN, x, y, pointer, t);
    if (is(line, "type", "move")) return detent_picker_pointer(picker, DETENT_POINTER_MOVE, x, y, pointer, t);
    if (is(line, "type", "up")) return detent_picker_pointer(picker, DETENT_POINTER_UP, x, y, pointer, t);
    if (is(line, "type", "cancel")) return detent_picker_pointer(picker, DETENT_POINTER_CANCEL, 0, 0, pointer, t);
    if (is(line, "type", "wheel")) {
        const char *precise = member(line, "precise");
        return detent_picker_wheel(picker, number(line, "dx", NAN), number(line, "dy", NAN),
                                   precise && strncmp(precise, "true", 4) == 0, t);
    }
    if (is(line, "type", "key"))
        for (int k = 0; k < 8; k++)
            if (is(line, "key", keys[k])) return detent_picker_key(picker, k, t);
    if (is(line, "type", "resize"))
        return detent_picker_resize(picker, number(line, "width", NAN), number(line, "height", NAN), t);
    if (is(line, "type", "select")) {
        const char *animated = member(line, "animated");
        return detent_picker_select(picker, number(line, "value", NAN), animated && strncmp(animated, "true", 4) == 0, t);
    }
    return DETENT_ERROR_INVALID;
}

/* ---- main --------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    const char *trace = NULL, *screenshot = NULL;
    double at = 0;
    long frames = -1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--trace") && i + 1 < argc) trace = argv[++i];
        else if (!strcmp(argv[i], "--at") && i + 1 < argc) at = strtod(argv[++i], NULL);
        else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) screenshot = argv[++i];
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = strtol(argv[++i], NULL, 10);
        else { fprintf(stderr, "usage: %s [--trace FILE --at SECONDS --screenshot OUT.png] [--frames N]\n", argv[0]); return 64; }
    }
    if ((trace != NULL) != (screenshot != NULL)) { fprintf(stderr, "--trace and --screenshot go together\n"); return 64; }

    /* The window and the picker: from the trace's header, or the reference picker. */
    double width = 480, height = 200;
    char picker_json[4096] = "";
    FILE *tf = NULL;
    char line[8192];
    if (trace) {
        if (!(tf = fopen(trace, "r")) || !fgets(line, sizeof line, tf)) { fprintf(stderr, "%s: cannot read\n", trace); return 66; }
        const char *window = member(line, "window");
        if (window) { width = number(window, "width", width); height = number(window, "height", height); }
        picker_object(line, picker_json, sizeof picker_json);
    }
    detent_picker *picker = detent_picker_create(picker_json[0] ? picker_json : NULL, width, height, 0);
    if (!picker) { fprintf(stderr, "detent_picker_create: %s\n", detent_last_error()); return 65; }

    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) { fprintf(stderr, "SDL: %s\n", SDL_GetError()); return 70; }
    SDL_Window *window = SDL_CreateWindow("Detent from C", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          (int)width, (int)height, SDL_WINDOW_RESIZABLE);
    SDL_Renderer *r = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    if (!r) { fprintf(stderr, "SDL: %s\n", SDL_GetError()); return 70; }
    if (!font_at(24)) { fprintf(stderr, "%s: %s\n", FONT_PATH, TTF_GetError()); return 72; }
    detent_picker_set_text_measurer(picker, measure, NULL);

    int status = 0;
    if (trace) {
        /* The frame at `at`, as `detent render` draws it: every input up to then, then advance. */
        while (fgets(line, sizeof line, tf)) {
            if (line[0] != '{' || number(line, "t", INFINITY) > at) continue;
            if (apply(picker, line) != 0) { fprintf(stderr, "%s: %s\n", trace, detent_last_error()); status = 65; break; }
        }
        if (!status && detent_picker_advance(picker, at) != 0) { fprintf(stderr, "%s\n", detent_last_error()); status = 65; }
        if (!status) {
            draw(r, picker);
            SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, (int)width, (int)height, 32, SDL_PIXELFORMAT_ARGB8888);
            if (!s || SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0 ||
                IMG_SavePNG(s, screenshot) != 0) { fprintf(stderr, "screenshot: %s\n", SDL_GetError()); status = 73; }
            SDL_FreeSurface(s);
            printf("value %g at t=%g\n", detent_picker_value(picker), at);
        }
        fclose(tf);
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
