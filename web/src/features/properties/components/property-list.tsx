import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { propertiesTexts, type Property, type Role } from '@estatekey/domain';

import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useMemberProperties } from '../../../data/properties/use-member-properties';
import { PropertyCard } from './property-card';
import { PropertyListSkeleton } from './property-list-skeleton';

const newestFirst = (properties: Property[]) => properties;

/** The user's properties, newest first, live, a page at a time (spec part 1 §2.15). */
export function PropertyList({ role, uid }: { role: Role | null; uid: string }) {
  const properties = useMemberProperties(newestFirst);
  if (properties.status === 'loading') return <PropertyListSkeleton />;
  if (properties.data.length === 0) {
    return <Typography color="text.secondary">{propertiesTexts.empty}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {properties.data.map((property) => (
        <PropertyCard key={property.id} property={property} role={role} uid={uid} />
      ))}
      <ShowMoreButton showMore={properties.showMore} label={propertiesTexts.list.showMore} />
    </Box>
  );
}
