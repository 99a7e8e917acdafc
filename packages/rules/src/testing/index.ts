export { TRICKY_CASES, trickyUpload, type TrickyCase } from './tricky-rows.js';
