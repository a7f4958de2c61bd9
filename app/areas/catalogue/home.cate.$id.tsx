import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goodsApi } from './goods-api.server.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import type { Route } from './+types/home.cate.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';
import { Title } from '../../components/mantine-markup.tsx';

/** /home/cate/{id}: browse a first- or second-level category down to its third-level categories. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  try {
    return { category: await goodsApi.twoList({ request, context }, id) };
  } catch (error) {
    notFoundAs404(error);
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'named', { name: data?.category.titleT ?? '' });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category } = loaderData;
  return (
    <div className="category-page">
      <Breadcrumb trail={[{ label: category.title, to: `/home/cate/${category.id}` }, { label: category.titleT }]} />
      <div className="category-layout">
        <nav className="category-side" aria-label={category.title}>
          <h2>{category.title}</h2>
          <ul>
            {category.list.map((second) => (
              <li key={second.id}>
                <Link
                  to={`/home/cate/${second.id}`}
                  aria-current={second.id === category.titleTId ? 'page' : undefined}
                >
                  {second.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="category-main" aria-labelledby="category-title">
          <Title size="h3" id="category-title">
            {category.titleT}
          </Title>
          <ul className="category-tiles">
            {category.cateThree.map((third) => (
              <li key={third.id}>
                <Link to={`/home/goods/${third.id}`}>
                  {third.image && <img src={third.image} alt="" width={160} height={160} loading="lazy" />}
                  <span>{third.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {category.titleTId && (
            <Link to={`/home/goods/${category.titleTId}`} className="category-all">
              {t('category.allGoodsOf', { name: category.titleT })}
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}
