import type { Experience } from '@folio/schema';
import { Briefcase } from 'lucide-react';
import { CardText, Chips, Fallback } from '../list/chips';
import { ListSection, type ListSectionConfig } from '../list/list-section';
import { ItemDescription } from '../list/item-description';
import { ExperienceEditor } from './experience-editor';

function ExperienceCard({ item }: { item: Experience }) {
  const place = item.place && item.place !== item.name ? ` · ${item.place}` : '';
  return (
    <CardText
      title={<Fallback value={item.position} fallback="Untitled Position" />}
      subtitle={
        <>
          <Fallback value={item.name} fallback="Company not specified" />
          {place}
        </>
      }
      meta={<Fallback value={item.date} fallback="Date not specified" />}
    >
      <ItemDescription text={item.description} />
      <Chips items={item.skills} />
    </CardText>
  );
}

const config: ListSectionConfig<'experiences'> = {
  listKey: 'experiences',
  title: 'Work Experience',
  description: 'Your roles, most relevant first. Drag to reorder.',
  addLabel: 'Add Experience',
  emptyTitle: 'No work experience added',
  emptyText: 'Add the roles you want visitors to see, with what you achieved in each.',
  icon: Briefcase,
  titleOf: (item) => item.position.trim() || 'Untitled Position',
  Card: ExperienceCard,
  Editor: ExperienceEditor,
  messages: { deleteFailed: 'Failed to delete experience', reorderFailed: 'Failed to reorder experience' },
};

export function ExperienceSection() {
  return <ListSection config={config} />;
}
