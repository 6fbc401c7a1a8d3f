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
#endif
