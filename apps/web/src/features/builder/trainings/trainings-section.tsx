import type { Training } from '@folio/schema';
import { Award } from 'lucide-react';
import { CardText, Chips, Fallback } from '../list/chips';
import { ListSection, type ListSectionConfig } from '../list/list-section';
import { ItemDescription } from '../list/item-description';
import { TrainingEditor } from './training-editor';

function TrainingCard({ item }: { item: Training }) {
  return (
    <CardText
      title={<Fallback value={item.title} fallback="Untitled Training" />}
      subtitle={item.institute}
      meta={<Fallback value={item.date} fallback="Date not specified" />}
    >
      <ItemDescription text={item.description} />
      <Chips items={item.skills} />
    </CardText>
  );
}

const config: ListSectionConfig<'trainings'> = {
  listKey: 'trainings',
  title: 'Trainings & Certifications',
  description: 'Courses and certificates that back up your skills.',
  addLabel: 'Add Training',
  emptyTitle: 'No trainings added',
  emptyText: 'Add certifications and courses, with who issued them and when.',
  icon: Award,
  titleOf: (item) => item.title.trim() || 'Untitled Training',
  Card: TrainingCard,
  Editor: TrainingEditor,
  messages: { deleteFailed: 'Failed to delete training', reorderFailed: 'Failed to reorder training' },
};

export function TrainingsSection() {
  return <ListSection config={config} />;
}
