import { getPlan, planIncludes, type BlogPost } from '@folio/schema';
import { Newspaper } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Badge } from '@/components/ui/badge';
import { UpgradeCard } from '@/components/upgrade-card';
import { SectionPanel } from '../components/section-panel';
import { CardText, Chips, Fallback } from '../list/chips';
import { ItemDescription } from '../list/item-description';
import { ListSection, type EditorProps, type ListSectionConfig } from '../list/list-section';
import { statusLabels } from './blog-form';

const title = 'Blog & Articles';
const description = 'Articles on your site, each with its own page, in the feed and the sitemap.';

const statusVariant = { draft: 'neutral', published: 'success', scheduled: 'warning' } as const;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the post is or was out: "Published Mar 4, 2027, 10:00", "Goes live ...", or nothing for a draft. */
function dateLine(post: BlogPost): string | null {
  if (post.status === 'draft' || !post.published_at) return null;
  const date = new Date(post.published_at);
  if (Number.isNaN(date.getTime())) return null;
  if (post.status === 'scheduled' && date.getTime() > Date.now()) return `Goes live ${dateFormat.format(date)}`;
  return `Published ${dateFormat.format(date)}`;
}

function BlogPostCard({ item }: { item: BlogPost }) {
  return (
    <CardText
      title={
        <span className="flex items-center gap-2">
          <span className="truncate">
            <Fallback value={item.title} fallback="Untitled Post" />
          </span>
          <Badge variant={statusVariant[item.status]}>{statusLabels[item.status]}</Badge>
        </span>
      }
      subtitle={<span className="font-mono text-xs">/blog/{item.slug}</span>}
      meta={dateLine(item)}
    >
      <ItemDescription text={item.excerpt} />
      <Chips items={item.tags} />
    </CardText>
  );
}

// The rich-text editor (Tiptap, ProseMirror) loads when a post is first opened, not with the builder.
const LazyBlogEditor = lazy(() => import('./blog-editor').then((module) => ({ default: module.BlogEditor })));

function BlogEditor(props: EditorProps<'blog_posts'>) {
  return (
    <Suspense fallback={null}>
      <LazyBlogEditor {...props} />
    </Suspense>
  );
}

const config: ListSectionConfig<'blog_posts'> = {
  listKey: 'blog_posts',
  title,
  description,
  addLabel: 'Add Blog Post',
  emptyTitle: 'No Blog Posts Yet',
  emptyText: 'Write your first article: it gets its own page on your site once you publish it.',
  icon: Newspaper,
  titleOf: (item) => item.title.trim() || 'Untitled Post',
  Card: BlogPostCard,
  Editor: BlogEditor,
  messages: { deleteFailed: 'Failed to delete blog post', reorderFailed: 'Failed to reorder blog post' },
  deleteConfirm: () => 'Are you sure you want to delete this blog post?',
};

/** The blog on pro and premium; the upgrade card on free and unknown plans (builder.md section 1). */
export function BlogSection({ plan, upgradeHref }: { plan: string; upgradeHref: (plan: 'pro' | 'premium') => string }) {
  if (!planIncludes(getPlan(plan), 'blog')) return <BlogUpgrade upgradeHref={upgradeHref} />;
  return <ListSection config={config} />;
}

function BlogUpgrade({ upgradeHref }: { upgradeHref: (plan: 'pro' | 'premium') => string }) {
  return (
    <SectionPanel title={title} description={description}>
      <UpgradeCard
        title="Blog Feature Requires Pro Plan"
        plan="pro"
        description="Write articles with a rich text editor; each gets its own page, ready for search engines, on your published site."
        action="Upgrade to Pro Plan"
        href={upgradeHref('pro')}
      />
    </SectionPanel>
  );
}
