// The sample notice of a machine whose sizes were not read on its maker's specification (issue 23 part 1): the
// fitment table says so per row, and the site never shows such a row as the maker's fact.
export const MACHINE_SAMPLE_NOTICE =
  'Sample data: the tire sizes shown for this machine have not been checked against its maker’s specification. Check the size on your machine’s tires or in its manual before you order.';

export function MachineSampleNotice() {
  return (
    <p className="machine-notice" role="note">
      {MACHINE_SAMPLE_NOTICE}
    </p>
  );
}
