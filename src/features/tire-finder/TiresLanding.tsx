import { FindTiresButton } from '../../components/FindTiresButton';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro';
import { findByMachinePath } from '../../routing/lazy-paths';
import { tireFinderOpened } from '../../state/ui-slice';
import { useAppDispatch } from '../../state/hooks';

/** /tires, shown only at that exact URL (it is the index route of /tires). */
export function TiresLanding() {
  const dispatch = useAppDispatch();
  return (
    <div className="container page">
      <PageIntro title="Tires" lead="Finding the right tires made easy.">
        <FindTiresButton />
      </PageIntro>
      <button
        type="button"
        className="tile tile--action"
        aria-haspopup="dialog"
        onClick={() => dispatch(tireFinderOpened())}
      >
        <span className="tile__title">Search the catalog</span>
        <span className="tile__text">By size, rim diameter, industry or equipment type.</span>
      </button>
      <Link className="tile tile--action" to={findByMachinePath()}>
        <span className="tile__title">Find by machine</span>
        <span className="tile__text">By the make and model of your truck, loader, grader or port machine.</span>
      </Link>
    </div>
  );
}
