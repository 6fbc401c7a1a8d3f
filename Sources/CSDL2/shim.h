#ifndef DETENT_CSDL2_SHIM_H
#define DETENT_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* Macros Swift cannot import, as constants and inline functions. */
static const int DETENT_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int DETENT_SDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static inline Uint32 detent_sdl_button(int x) { return SDL_BUTTON(x); }
static const Uint32 DETENT_SDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
static inline int detent_sdl_mustlock(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
static inline SDL_AudioSpec *detent_sdl_loadwav(const char *file, SDL_AudioSpec *spec, Uint8 **buf, Uint32 *len) {
    return SDL_LoadWAV_RW(SDL_RWFromFile(file, "rb"), 1, spec, buf, len);
}
static inline int detent_sdl_version_atleast(int x, int y, int z) { return SDL_VERSION_ATLEAST(x, y, z); }
/* Mouse events SDL synthesizes from touches carry this id (a cast macro). */
static const Uint32 DETENT_SDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/* 32-bit float samples in the machine's byte order. */
static const SDL_AudioFormat DETENT_AUDIO_F32SYS = AUDIO_F32SYS;
static const Uint32 DETENT_SDL_INIT_VIDEO = SDL_INIT_VIDEO;
static const Uint32 DETENT_SDL_INIT_AUDIO = SDL_INIT_AUDIO;
static const Uint32 DETENT_SDL_INIT_EVENTS = SDL_INIT_EVENTS;
/* The pixel at (x, y) of a 32-bit surface (the caller locks it when it must be locked). */
static inline Uint32 detent_sdl_pixel32(SDL_Surface *s, int x, int y) {
    return *(Uint32 *)((Uint8 *)s->pixels + y * s->pitch + x * 4);
}
#endif
