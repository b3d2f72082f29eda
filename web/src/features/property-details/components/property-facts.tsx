import Link from '@mui/material/Link';
import { PROPERTY_CONDITION_LABELS, PROPERTY_TYPE_LABELS, propertiesTexts, type Property } from '@estatekey/domain';

import { DescriptionList } from '../../../components/ui/description-list';
import { PropertySection } from './property-section';

const texts = propertiesTexts.page;
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The property's details: type, condition, the contact person (mail and phone one tap away), notes and dates. */
export function PropertyFacts({ property }: { property: Property }) {
  const { name, email, phone } = property.contactInfo;
  return (
    <PropertySection title={texts.detailsTitle}>
      <DescriptionList
        rows={[
          { label: texts.propertyType, value: PROPERTY_TYPE_LABELS[property.propertyType] },
          { label: texts.condition, value: PROPERTY_CONDITION_LABELS[property.condition] },
          { label: propertiesTexts.labels.contactName, value: name.trim() || texts.none },
          {
            label: propertiesTexts.labels.contactEmail,
            value: email.trim() ? <Link href={`mailto:${email}`}>{email}</Link> : texts.none,
          },
          {
            label: propertiesTexts.labels.contactPhone,
            value: phone.trim() ? <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link> : texts.none,
          },
          { label: texts.additionalInfo, value: property.additionalInfo.trim() || texts.none },
          { label: texts.submitted, value: dateTimeFormat.format(property.createdAt) },
          { label: texts.lastUpdated, value: dateTimeFormat.format(property.updatedAt) },
        ]}
      />
    </PropertySection>
  );
}
