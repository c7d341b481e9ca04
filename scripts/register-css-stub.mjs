import { register } from "node:module";

register("./css-stub-hooks.mjs", import.meta.url);
