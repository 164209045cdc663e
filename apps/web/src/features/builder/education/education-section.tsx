import type { Education } from '@folio/schema';
import { GraduationCap } from 'lucide-react';
import { CardText, Chips, Fallback } from '../list/chips';
import { ListSection, type ListSectionConfig } from '../list/list-section';
import { ItemDescription } from '../list/item-description';
import { EducationEditor } from './education-editor';

function EducationCard({ item }: { item: Education }) {
  const meta = [item.date || null, item.gpa ? `GPA ${item.gpa}` : null].filter(Boolean).join(' · ');
  return (
    <CardText
      title={<Fallback value={item.degree} fallback="Degree not specified" />}
      subtitle={
        <>
          <Fallback value={item.name} fallback="School not specified" />
          {item.place && item.place !== item.name ? ` · ${item.place}` : ''}
        </>
      }
      meta={meta || <Fallback value="" fallback="Date not specified" />}
    >
      <ItemDescription text={item.description} />
      <Chips items={item.skills} />
    </CardText>
  );
}

const config: ListSectionConfig<'educations'> = {
  listKey: 'educations',
  title: 'Education',
  description: 'Degrees and diplomas, in the order you want them shown.',
  addLabel: 'Add Education',
  emptyTitle: 'No education added',
  emptyText: 'Add your degrees and the schools you studied at.',
  icon: GraduationCap,
  titleOf: (item) => item.degree.trim() || 'Degree not specified',
  Card: EducationCard,
  Editor: EducationEditor,
  messages: { deleteFailed: 'Failed to delete education', reorderFailed: 'Failed to reorder education' },
};

export function EducationSection() {
  return <ListSection config={config} />;
}
