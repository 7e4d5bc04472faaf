// STUB: the shell work styles the page intro (heading + lead paragraph).
export function PageIntro({ heading, description }: { heading: string; description: string }) {
  return (
    <section>
      <h1>{heading}</h1>
      <p>{description}</p>
    </section>
  );
}
