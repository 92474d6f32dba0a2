/** The api's SDL without its descriptions (the `?sdl` import of web/vite.config.mts). */
declare module '*.graphql?sdl' {
  const sdl: string;
  export default sdl;
}
