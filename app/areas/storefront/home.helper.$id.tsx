import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { storefrontApi } from './storefront-api.server.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { sanitizeRichText } from '../../lib/rich-text.server.ts';
import type { Route } from './+types/home.helper.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { pathId } from '../../lib/not-found.server.ts';
import { Title } from '../../components/mantine-markup.tsx';

/** /home/helper/{id}: the help centre, open at one article; the same groups the footer lists (rest/article/list). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  const groups = await storefrontApi.articles({ request, context });
  const group = groups.find((candidate) => candidate.articleList.some((article) => article.id === id));
  const article = group?.articleList.find((candidate) => candidate.id === id);
  if (!group || !article) throw data(null, { status: 404 });
  return {
    groups: groups.map(({ id, name, articleList }) => ({
      id,
      name,
      articles: articleList.map((entry) => ({ id: entry.id, title: entry.title })),
    })),
    groupId: group.id,
    // The content is HTML from the database: only harmless markup reaches the page.
    article: { id: article.id, title: article.title, image: article.image, content: sanitizeRichText(article.content) },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'helpArticle', { title: data?.article.title ?? '' });

/** Help centre (SPEC §2): article groups and titles on the left, the chosen article with its image on the right. */
export default function HelpCentre({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { groups, groupId, article } = loaderData;
  // The help centre and a group open at their first article.
  const chosenGroup = groups.find((candidate) => candidate.id === groupId);
  const helpHome = `/home/helper/${groups[0]?.articles[0]?.id ?? article.id}`;
  const groupHome = `/home/helper/${chosenGroup?.articles[0]?.id ?? article.id}`;
  return (
    <div className="helper-page">
      <Breadcrumb
        trail={[
          { label: t('helper.title'), to: helpHome },
          { label: chosenGroup?.name ?? '', to: groupHome },
          { label: article.title },
        ]}
      />
      <div className="helper-layout">
        <nav className="helper-side" aria-label={t('helper.contents')}>
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`helper-group-${group.id}`}>
              <h2 id={`helper-group-${group.id}`}>{group.name}</h2>
              <ul>
                {group.articles.map((entry) => (
                  <li key={entry.id}>
                    <Link to={`/home/helper/${entry.id}`} aria-current={entry.id === article.id ? 'page' : undefined}>
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <article className="helper-article" aria-labelledby="helper-article-title">
          <Title size="h3" id="helper-article-title">
            {article.title}
          </Title>
          {article.image && (
            <img
              className="helper-article-image"
              src={article.image}
              alt={t('helper.imageOf', { title: article.title })}
              width={800}
              height={400}
            />
          )}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
        </article>
      </div>
    </div>
  );
}
