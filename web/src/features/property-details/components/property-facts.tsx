import { PROPERTY_CONDITION_LABELS, PROPERTY_TYPE_LABELS, propertiesTexts, type Property } from '@estatekey/domain';

import { DescriptionList } from '../../../components/ui/description-list';
import { PropertySection } from './property-section';

const texts = propertiesTexts.page;

/** The property's details: type, condition, contact and the owner's notes. */
export function PropertyFacts({ property }: { property: Property }) {
  const contact = [property.contactInfo.name, property.contactInfo.email, property.contactInfo.phone].filter(
    (part) => part.trim() !== '',
  );
  return (
    <PropertySection title={texts.detailsTitle}>
      <DescriptionList
        rows={[
          { label: texts.propertyType, value: PROPERTY_TYPE_LABELS[property.propertyType] },
          { label: texts.condition, value: PROPERTY_CONDITION_LABELS[property.condition] },
          { label: texts.contact, value: contact.length > 0 ? contact.join(' · ') : texts.none },
          { label: texts.additionalInfo, value: property.additionalInfo.trim() || texts.none },
        ]}
      />
    </PropertySection>
  );
}
