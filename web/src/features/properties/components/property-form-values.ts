import type { Property, PropertyFormInput } from '@estatekey/domain';
import type { FieldPath } from 'react-hook-form';

/** Every field of the property form, as react-hook-form and the API's field errors name them. */
export const PROPERTY_FORM_FIELDS: readonly FieldPath<PropertyFormInput>[] = [
  'address',
  'city',
  'state',
  'zipCode',
  'propertyType',
  'condition',
  'contactInfo.name',
  'contactInfo.email',
  'contactInfo.phone',
  'additionalInfo',
];

/** The Edit form starts from the stored property. */
export function propertyFormValues(property: Property): PropertyFormInput {
  return {
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    propertyType: property.propertyType,
    condition: property.condition,
    contactInfo: { ...property.contactInfo },
    additionalInfo: property.additionalInfo,
  };
}
