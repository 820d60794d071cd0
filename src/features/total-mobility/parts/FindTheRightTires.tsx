import { FindTiresButton } from '../../../components/FindTiresButton';

/** The closing call to action of trusted products and technology: the Find Tires button opens the search popup. */
export function FindTheRightTires() {
  return (
    <section className="callout find-right-tires" aria-labelledby="find-right-title">
      <h2 id="find-right-title">Find The Right Tires For Your Operation</h2>
      <p>Search by size, rim diameter, industry or equipment type, and compare up to three tires side by side.</p>
      <FindTiresButton />
    </section>
  );
}
