/**
 * The shape of the built-in generator's copy. Placeholders: {topic} (as typed), {Topic}
 * (first letter capitalised), {brand} (the product's short name), {aspect} (a setting
 * such as "on public Wi-Fi", varied by topic).
 */
export type TemplateSection = {
  heading: string;
  /** A list shown under the heading, before the prose. */
  list?: { ordered: boolean; items: string[] };
  /** Sentences that may follow, in order; the generator takes as many as the length needs. */
  sentences: string[];
  /** Sub-sections (the steps of a how-to, the entries of a list article). */
  children?: TemplateSection[];
};

export type ArticleTemplate = {
  titles: string[];
  intro: string[];
  sections: TemplateSection[];
  closing: TemplateSection;
};
