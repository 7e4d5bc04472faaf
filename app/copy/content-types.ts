/** Shapes shared by the marketing pages' copy. Icons are named, and each page maps its names to glyphs. */

/** A card with an icon, a title and a sentence or two. */
export type IconCard<Icon extends string = string> = { icon: Icon; title: string; text: string };

/** A headline figure: "160+" over "Server locations". */
export type Stat = { value: string; label: string };

/** A link shown as a button. */
export type CtaLink = { label: string; href: string };

/** A term and its value in a specification list. */
export type SpecItem = { term: string; value: string };

/** Question and answer; `id` gives it an address on its page. */
export type FaqEntry = { id: string; question: string; answer: string };

/** A section's heading with an optional lead paragraph. */
export type SectionCopy = { heading: string; lead?: string };
