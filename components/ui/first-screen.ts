/**
 * How many cards a slider shows at once on the widest screen: what the server's HTML holds of a slider, the rest
 * joining once the page runs (a plain module, so server code and the client Slider read the same number).
 */
export const FIRST_SCREEN = 4;
