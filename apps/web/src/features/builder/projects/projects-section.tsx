import type { Project } from '@folio/schema';
import { Code2, ExternalLink, FolderKanban } from 'lucide-react';
import { safeHref } from '@folio/templates';
import { Badge } from '@/components/ui/badge';
import { CardText, Chips, Fallback } from '../list/chips';
import { ListSection, type ListSectionConfig } from '../list/list-section';
import { ItemDescription } from '../list/item-description';
import { ProjectEditor } from './project-editor';

/** Project cards show at most 3 thumbnails plus a +N count (builder.md section 2). */
const thumbnails = 3;

function ProjectCard({ item }: { item: Project }) {
  const demo = safeHref(item.implementation);
  const code = safeHref(item.code_url);
  return (
    <CardText
      title={
        <span className="flex items-center gap-2">
          <span className="truncate">
            <Fallback value={item.title} fallback="Untitled Project" />
          </span>
          {item.category && <Badge className="max-w-full whitespace-normal">{item.category}</Badge>}
        </span>
      }
      meta={<Fallback value={item.date} fallback="Date not specified" />}
    >
      <ItemDescription text={item.description} />
      <Chips items={item.technologies} />
      {item.pictures.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label={`${item.pictures.length} images`}>
          {item.pictures.slice(0, thumbnails).map((picture) => (
            <li key={picture.img} className="size-14 overflow-hidden rounded-md border bg-muted">
              <img src={picture.img} alt={picture.title || ''} className="size-full object-cover" loading="lazy" />
            </li>
          ))}
          {item.pictures.length > thumbnails && (
            <li className="grid size-14 place-items-center rounded-md border bg-muted text-sm font-medium text-muted-foreground">+{item.pictures.length - thumbnails}</li>
          )}
        </ul>
      )}
      {(demo || code) && (
        <div className="mt-3 flex flex-wrap gap-4 text-sm">
          {demo && (
            <a href={demo} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-primary-text hover:underline">
              <ExternalLink className="size-3.5" aria-hidden="true" />
              Live Demo
            </a>
          )}
          {code && (
            <a href={code} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-primary-text hover:underline">
              <Code2 className="size-3.5" aria-hidden="true" />
              Source Code
            </a>
          )}
        </div>
      )}
    </CardText>
  );
}

const config: ListSectionConfig<'projects'> = {
  listKey: 'projects',
  title: 'Projects & Portfolio',
  description: 'Work you are proud of, with pictures and links.',
  addLabel: 'Add Project',
  emptyTitle: 'No projects added',
  emptyText: 'Show what you built: a description, the technologies, links and up to 10 images.',
  icon: FolderKanban,
  titleOf: (item) => item.title.trim() || 'Untitled Project',
  Card: ProjectCard,
  Editor: ProjectEditor,
  messages: { deleteFailed: 'Failed to delete project', reorderFailed: 'Failed to reorder project' },
};

export function ProjectsSection() {
  return <ListSection config={config} />;
}
