// A message of the UI's catalogs as Lingui's `msg` macro writes it: its id (the message's hash, or an explicit
// one) and the English source, which is also what shows when a catalog lacks it.
// `context` tells apart one English word with two meanings ("Edit" the menu, « Édition », and "Edit" the
// action, « Modifier »): the id is then the hash of both.
export type MessageDescriptor = { readonly id: string; readonly message: string; readonly context?: string };
