/** @jsxRuntime automatic */
import type { BlogPost } from '@folio/schema';
import type { RenderContext } from '../types';
import { pagePath } from '../lib/paths';
import { formatPostDate, stripTags, truncate } from '../lib/text';
import { Tags } from './section';

function excerptOf(post: BlogPost): string {
  return post.excerpt || post.meta_description || truncate(stripTags(post.content), 180);
}

/** Post cards: the home page shows the latest few, the blog page all of them. */
export function PostList({ posts, headingLevel = 3 }: { posts: BlogPost[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="posts" role="list">
      {posts.map((post) => {
        const date = formatPostDate(post.published_at ?? post.created_at);
        const excerpt = excerptOf(post);
        return (
          <li key={post.id} className="post-item">
            <article>
              {date ? (
                <p className="post-date">
                  <time dateTime={post.published_at ?? post.created_at}>{date}</time>
                </p>
              ) : null}
              <Heading className="post-title">
                <a href={pagePath({ kind: 'post', slug: post.slug })}>{post.title}</a>
              </Heading>
              {excerpt ? <p className="post-excerpt">{excerpt}</p> : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

export function AllPostsLink({ count }: { count: number }) {
  return (
    <p className="posts-all">
      <a href={pagePath({ kind: 'blog' })}>
        {count > 1 ? `All ${count} articles` : 'Go to the blog'}
        <span aria-hidden="true"> →</span>
      </a>
    </p>
  );
}

export function BlogIndex({ posts, authorName }: { posts: BlogPost[]; authorName: string }) {
  return (
    <div className="blog-index">
      <header className="page-head">
        <h1 className="page-title">Writing</h1>
        <p className="page-lead">Articles and notes by {authorName}.</p>
      </header>
      {posts.length > 0 ? <PostList posts={posts} headingLevel={2} /> : <p className="page-empty">No articles have been published yet.</p>}
    </div>
  );
}

export function PostArticle({ post, ctx }: { post: BlogPost; ctx: RenderContext }) {
  const date = formatPostDate(post.published_at ?? post.created_at);
  return (
    <article className="post">
      <header className="page-head">
        <p className="post-back">
          <a href={pagePath({ kind: 'blog' })}>
            <span aria-hidden="true">← </span>All articles
          </a>
        </p>
        <h1 className="page-title">{post.title}</h1>
        {date ? (
          <p className="post-date">
            <time dateTime={post.published_at ?? post.created_at}>{date}</time>
          </p>
        ) : null}
        <Tags items={post.tags} label="Tags" />
      </header>
      {ctx.sanitizeHtml ? (
        // Safe: the HTML went through the allow-list sanitiser the caller supplied.
        <div className="prose" dangerouslySetInnerHTML={{ __html: ctx.sanitizeHtml(post.content) }} />
      ) : (
        <div className="prose">
          <p>{stripTags(post.content)}</p>
        </div>
      )}
    </article>
  );
}

export function NotFound() {
  return (
    <div className="not-found">
      <header className="page-head">
        <h1 className="page-title">Page not found</h1>
        <p className="page-lead">The page you were looking for is not here. It may have moved or never existed.</p>
      </header>
      <p className="posts-all">
        <a href="/">Back to the home page</a>
      </p>
    </div>
  );
}
