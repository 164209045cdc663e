import { designThemeLabels, designThemes, type DesignTheme } from '@folio/schema';
import type { DesignSummary } from '@folio/templates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Segmented } from '@/components/ui/segmented';
import { useBuilder } from '../state/builder-context';

/** Light, dark, or whichever the visitor's device asks for. */
export function ThemeCard({ summary }: { summary: DesignSummary }) {
  const builder = useBuilder();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Theme</CardTitle>
        <CardDescription>
          {summary.ownTheme ? 'Your choice for every visitor, or their own device’s setting.' : `The template’s own theme is ${summary.theme}. Choose another, or let each visitor’s device decide.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Segmented<DesignTheme>
          label="Theme"
          value={summary.theme}
          onChange={(theme) => builder.design.setTheme(theme)}
          options={designThemes.map((theme) => ({ value: theme, label: designThemeLabels[theme] }))}
        />
      </CardContent>
    </Card>
  );
}
