import { homeSectionIds, homeSectionLabels, type HomeSectionId } from '@folio/schema';
import type { DesignSummary } from '@folio/templates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { SortableList } from '../list/sortable-list';
import { useBuilder } from '../state/builder-context';

/** The home page's sections: their order by drag or keyboard, and a switch to show or hide each. */
export function SectionsCard({ summary }: { summary: DesignSummary }) {
  const builder = useBuilder();
  // The sortable list keys its items by number: a section's place in the schema's list.
  const items = summary.sections.map((section) => ({ id: homeSectionIds.indexOf(section), section }));
  const hidden = new Set(summary.hidden);
  const empty = new Set(summary.empty);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sections</CardTitle>
        <CardDescription>The order of your home page, and which sections it shows. A hidden section keeps its content: show it again at any time.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SortableList
          items={items}
          label="Home page sections"
          titleOf={(item) => homeSectionLabels[item.section]}
          onReorder={(ids) => builder.design.setOrder(ids.map((index) => homeSectionIds[index]).filter((id): id is HomeSectionId => id !== undefined))}
          renderItem={(item, handle) => {
            const label = homeSectionLabels[item.section];
            const isHidden = hidden.has(item.section);
            return (
              <div className={cn('flex items-center gap-2 rounded-lg border bg-card px-2 py-1.5', isHidden && 'bg-muted/40')}>
                {handle}
                <span className={cn('min-w-0 flex-1 truncate text-sm font-medium', isHidden && 'text-muted-foreground')}>{label}</span>
                {isHidden ? <Badge>Hidden</Badge> : empty.has(item.section) ? <span className="text-[13px] text-muted-foreground">No content yet</span> : null}
                <Switch aria-label={`Show ${label}`} checked={!isHidden} onCheckedChange={(on) => builder.design.setHidden(item.section, !on)} />
              </div>
            );
          }}
        />
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={!summary.ownOrder} onClick={() => builder.design.setOrder([])}>
          Use the template’s order
        </Button>
      </CardContent>
    </Card>
  );
}
