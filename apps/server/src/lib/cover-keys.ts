/** Cover image keys in storage, per served size in pixels ("orig" is the uploaded image). */
export type CoverKeys = Partial<Record<'orig' | '150' | '250' | '500', string>>;
