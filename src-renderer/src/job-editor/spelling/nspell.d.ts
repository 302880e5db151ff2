// The part of nspell (a Hunspell-compatible checker, CommonJS, no types of its own) the spelling worker
// uses; @types/nspell would bring Node's types into the renderer.
declare module 'nspell' {
  export type NSpell = {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): NSpell;
    remove(word: string): NSpell;
  };
  export default function nspell(dictionary: { aff: string; dic: string }): NSpell;
}
