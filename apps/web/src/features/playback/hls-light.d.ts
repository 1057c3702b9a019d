// hls.js publishes its light build at `hls.js/light` without types; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
