import { useParams } from 'react-router';
import { WebsitePreview } from '@/features/sites/components/website-preview';

export function Component() {
  const { id } = useParams();
  return <WebsitePreview websiteId={Number(id)} />;
}
