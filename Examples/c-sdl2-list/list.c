/*
 * A list of 10,000 rows of varied heights that snaps a row to the top of the window, in plain
 * C + SDL2, with Detent's engine (detent_engine_* only) doing the scrolling: drag and flick
 * with the mouse, the wheel (notches step a row; a trackpad scrolls 1:1 and glides), arrow
 * keys, Page Up/Down, Home/End; Esc or q quits. It prints the row at the top as it changes.
 *
 *   list                         the window
 *   list --frames N              runs N frames of 1/120 s each without waiting, then prints
 *                                where it rests (a test; under SDL_VIDEODRIVER=dummy)
 *   list --fling V               flings at V pt/s (positive: down the list) at the start
 *   list --screenshot OUT.png    with --frames: saves the last frame
 *
 * Exit statuses: 0 success; 64 a bad option; 69 no display for the window; 70 SDL or the
 * font failed; 73 the screenshot cannot be written.
 *
 * Build (after `make install PREFIX=...` of Detent, with PKG_CONFIG_PATH=PREFIX/lib/pkgconfig):
 *     make          (the Makefile next to this file), or
 *     cc -std=c99 list.c $(pkg-config --cflags --libs detent sdl2 SDL2_ttf SDL2_image) -lm -o list
 */
#include <detent.h>
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 10000
#define FONT_PATH "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

static double row_top[ROWS], row_height[ROWS];
static double content_height;

/* Rows of 36 to 92 points, in an irregular pattern. */
static void lay_out_rows(void) {
    double y = 0;
    for (int i = 0; i < ROWS; i++) {
        row_height[i] = 36 + (double)((i * 7919 + i / 7) % 5) * 14;
        row_top[i] = y;
        y += row_height[i];
    }
    content_height = y;
}

/* The first row whose bottom is below `y` (content coordinates). */
static int row_at(double y) {
    int lo = 0, hi = ROWS - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (row_top[mid] + row_height[mid] <= y) lo = mid + 1; else hi = mid;
    }
    return lo;
}

/* The engine for a window `width` x `height`: the offset is the content coordinate of the
   window's top edge (no insets), each row's top is a target, and a gesture rests with the
   row closest to where it would stop lined up with the top (view-aligned). */
static detent_engine *make_engine(double width, double height) {
    detent_engine_config c;
    detent_engine *e;
    detent_engine_config_default(&c);
    c.axis = DETENT_AXIS_VERTICAL;
    c.container_width = width;
    c.container_height = height;
    c.content_width = width;
    c.content_height = content_height;
    c.automatic_insets = 0;
    c.bounds_lower = 0;
    c.bounds_upper = content_height - height;
    c.targets_per_page = 8;
    if (!(e = detent_engine_create(&c, 0))) return NULL;
    if (detent_engine_set_item_targets(e, row_top, row_height, ROWS, 0) != DETENT_OK ||
        detent_engine_set_view_aligned(e, DETENT_LIMIT_NEVER) != DETENT_OK) {
        detent_engine_destroy(e);
        return NULL;
    }
    return e;
}

/* The window is now `height` tall: a new container and bounds (the targets and behaviour stay). */
static void resize(detent_engine *e, double width, double height, double t) {
    detent_engine_config c;
    detent_engine_config_default(&c);
    detent_engine_get_config(e, &c);
    c.container_width = width;
    c.container_height = height;
    c.content_width = width;
    c.bounds_upper = content_height > height ? content_height - height : 0;
    if (detent_engine_advance(e, t) != DETENT_OK || detent_engine_set_config(e, &c) != DETENT_OK)
        fprintf(stderr, "resize: %s\n", detent_last_error());
}

/* SDL input -> engine input at time t. Returns 0 to quit. */
static int handle(detent_engine *e, const SDL_Event *ev, double t) {
    switch (ev->type) {
    case SDL_QUIT: return 0;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button != SDL_BUTTON_LEFT) break;
        detent_engine_pointer(e, ev->type == SDL_MOUSEBUTTONDOWN ? DETENT_POINTER_DOWN : DETENT_POINTER_UP,
                              ev->button.x, ev->button.y, 0, t);
        break;
    case SDL_MOUSEMOTION:
        if (ev->motion.state & SDL_BUTTON_LMASK) detent_engine_pointer(e, DETENT_POINTER_MOVE, ev->motion.x, ev->motion.y, 0, t);
        break;
    case SDL_MOUSEWHEEL: {
        double y = ev->wheel.preciseY * (ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -1 : 1);
        /* Whole notches step a row (points_per_notch each); fractions are a trackpad, 1:1. */
        int precise = y != floor(y);
        detent_engine_wheel(e, 0, -y * (precise ? 20 : 10), precise, t);
        break;
    }
    case SDL_KEYDOWN:
        switch (ev->key.keysym.sym) {
        case SDLK_UP: detent_engine_key(e, DETENT_KEY_UP, t); break;
        case SDLK_DOWN: detent_engine_key(e, DETENT_KEY_DOWN, t); break;
        case SDLK_PAGEUP: detent_engine_key(e, DETENT_KEY_PAGE_UP, t); break;
        case SDLK_PAGEDOWN: detent_engine_key(e, DETENT_KEY_PAGE_DOWN, t); break;
        case SDLK_HOME: detent_engine_key(e, DETENT_KEY_HOME, t); break;
        case SDLK_END: detent_engine_key(e, DETENT_KEY_END, t); break;
        case SDLK_ESCAPE: case SDLK_q: return 0;
        }
        break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) resize(e, ev->window.data1, ev->window.data2, t);
        break;
    }
    return 1;
}

/* Prints the row at the top as it changes (the engine's selection events). */
static void print_selection(detent_engine *e, int quiet) {
    detent_event events[64];
    size_t n = 0;
    do {
        events[0].size = sizeof(detent_event);
        if (detent_engine_events(e, events, 64, &n) != DETENT_OK) return;
        for (size_t i = 0; i < n && !quiet; i++)
            if (events[i].kind == DETENT_EVENT_SELECTION) printf("t=%.4f  row %ld\n", events[i].time, events[i].to_index);
    } while (n == 64);
    fflush(stdout);
}

/* Draws the rows the window shows at the engine's offset. */
static void draw(SDL_Renderer *r, TTF_Font *font, detent_engine *e, int width, int height) {
    double offset = detent_engine_offset(e);
    long selected = detent_engine_selected_index(e);
    SDL_SetRenderDrawColor(r, 250, 250, 252, 255);
    SDL_RenderClear(r);
    for (int i = row_at(offset); i < ROWS && row_top[i] < offset + height; i++) {
        SDL_Rect box = {0, (int)lround(row_top[i] - offset), width, (int)lround(row_height[i])};
        if (i == selected) SDL_SetRenderDrawColor(r, 214, 230, 255, 255);
        else if (i % 2) SDL_SetRenderDrawColor(r, 240, 241, 245, 255);
        else SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
        SDL_RenderFillRect(r, &box);
        SDL_SetRenderDrawColor(r, 210, 212, 220, 255);
        SDL_RenderDrawLine(r, 0, box.y + box.h - 1, width, box.y + box.h - 1);
        char text[64];
        snprintf(text, sizeof text, "Row %d  (%g pt)", i, row_height[i]);
        SDL_Color ink = {30, 30, 36, 255};
        SDL_Surface *s = TTF_RenderUTF8_Blended(font, text, ink);
        SDL_Texture *tex = s ? SDL_CreateTextureFromSurface(r, s) : NULL;
        if (tex) {
            SDL_Rect at = {16, box.y + (box.h - s->h) / 2, s->w, s->h};
            SDL_RenderCopy(r, tex, NULL, &at);
            SDL_DestroyTexture(tex);
        }
        SDL_FreeSurface(s);
    }
}

static double number_option(const char *option, const char *text) {
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !isfinite(v)) {
        fprintf(stderr, "list: %s takes a number, not \"%s\"\n", option, text);
        exit(64);
    }
    return v;
}

int main(int argc, char **argv) {
    long frames = -1;
    double fling = 0;
    const char *screenshot = NULL;
    int width = 400, height = 600, status = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
            double n = number_option("--frames", argv[++i]);
            if (n < 0 || n != floor(n) || n > 1e9) { fprintf(stderr, "list: --frames takes a whole number\n"); return 64; }
            frames = (long)n;
        } else if (!strcmp(argv[i], "--fling") && i + 1 < argc) fling = number_option("--fling", argv[++i]);
        else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) screenshot = argv[++i];
        else { fprintf(stderr, "usage: %s [--frames N] [--fling V] [--screenshot OUT.png]\n", argv[0]); return 64; }
    }
    if (screenshot && frames < 0) { fprintf(stderr, "list: --screenshot needs --frames\n"); return 64; }

    lay_out_rows();
    detent_engine *e = make_engine(width, height);
    if (!e) { fprintf(stderr, "list: %s\n", detent_last_error()); return 70; }

    /* A window on a real display; SDL's dummy and offscreen drivers only when asked for. */
    int asked = getenv("SDL_VIDEODRIVER") != NULL;
    if (!asked && !getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY")) {
        fprintf(stderr, "list: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); run it under "
                        "`xvfb-run -a -s \"-screen 0 1280x720x24\"`\n");
        return 69;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "list: no display (%s)\n", SDL_GetError()); return 69; }
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!asked && driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen"))) {
        fprintf(stderr, "list: no display (SDL found only its %s driver)\n", driver);
        return 69;
    }
    if (TTF_Init() != 0) { fprintf(stderr, "SDL_ttf: %s\n", TTF_GetError()); return 70; }
    TTF_Font *font = TTF_OpenFont(FONT_PATH, 16);
    if (!font) { fprintf(stderr, "%s: %s\n", FONT_PATH, TTF_GetError()); return 70; }
    SDL_Window *window = SDL_CreateWindow("Detent: 10,000 rows", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                                          height, SDL_WINDOW_RESIZABLE);
    SDL_Renderer *r = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    if (!r) { fprintf(stderr, "SDL: %s\n", SDL_GetError()); return 70; }

    if (fling != 0 && detent_engine_fling(e, fling, 0) != DETENT_OK) { fprintf(stderr, "list: %s\n", detent_last_error()); return 64; }
    const double start = SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
    for (long frame = 0; frames < 0 || frame < frames; frame++) {
        /* A test runs frames of 1/120 s back to back; the window follows the clock. */
        double now = frames >= 0 ? frame / 120.0 : SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency() - start;
        SDL_Event ev;
        int running = 1;
        while (running && SDL_PollEvent(&ev)) running = handle(e, &ev, now);
        if (!running) break;
        detent_engine_advance(e, now);
        print_selection(e, frames >= 0);
        SDL_GetWindowSize(window, &width, &height);
        draw(r, font, e, width, height);
        if (frames < 0 || frame + 1 < frames) SDL_RenderPresent(r);
        if (frames < 0) {
            double left = (frame + 1) / 120.0 - (SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency() - start);
            if (left > 0) SDL_Delay((Uint32)(left * 1000));
        }
    }
    if (screenshot) {
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!s || SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0 ||
            IMG_SavePNG(s, screenshot) != 0) { fprintf(stderr, "%s: %s\n", screenshot, SDL_GetError()); status = 73; }
        SDL_FreeSurface(s);
    }
    long row = detent_engine_selected_index(e);
    printf("%s at offset %g: row %ld (top %g), t=%g\n", detent_engine_is_idle(e) == 1 ? "at rest" : "moving",
           detent_engine_offset(e), row, row >= 0 ? row_top[row] : 0.0, detent_engine_time(e));
    detent_engine_destroy(e);
    TTF_CloseFont(font);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    return status;
}
