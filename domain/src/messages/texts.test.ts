import { describe, expect, it } from 'vitest';
import * as catalogues from './index';
import { onboardingTexts } from './onboarding-texts';
import { dashboardTexts } from './dashboard-texts';
import { notificationsPageTexts } from './notifications-page-texts';
import { mailTexts } from './mail-texts';
import { notificationContentTexts } from './notification-content-texts';

function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
}

const catalogue = new Set(allTexts(catalogues));

/** Texts the spec quotes (part 1 §2, §4, §5, §8; part 2 §2, §5, §8), verbatim. */
const SPEC_TEXTS = [
  // part 1
  'Scheduling...',
  'Remember me for 7 days',
  'Bezig met verificatie...',
  'Verificatie geslaagd!',
  'Please complete your profile',
  'Not specified',
  'View All Activity',
  'Add Client Case',
  'Add Property',
  'Complete Onboarding',
  'I confirm that I am a court-appointed Guardian or an Executor of an estate.',
  'Complete Profile',
  'Complete Your Attorney Profile',
  'Complete Profile Setup',
  'Saving...',
  'Submit New Property',
  'Manage Legal Cases',
  'Cases can be associated with properties from the Court Documents page.',
  'Additional charges may apply for cleanout services',
  'Access Denied - Sorry, this page is only available to Guardians and Executors.',
  "You don't have any assigned cases. Please contact your attorney.",
  'Page Under Construction',
  'Bedankt voor je betaling!',
  'Page Not Found',
  'Please provide complete contact information',
  'Please complete all required fields',
  'Please select at least one service county and specialty.',
  'You must agree to the terms and conditions.',
  'Please select a file to upload',
  'Please select a case',
  'Property information is missing',
  'You do not have permission to update this status.',
  'Registration failed. Please try again.',
  'Registration successful!',
  'Invalid email or password. Please try again.',
  'Something went wrong. Please try again later.',
  'Login successful!',
  'Profile updated successfully!',
  'Failed to update profile. Please try again.',
  'Successfully requested an appointment, we will send you an invite after we finalize the appointment on our end.',
  'Error scheduling appointment. Please try again.',
  "Property submitted successfully! We'll contact you soon.",
  'Error submitting property. Please try again.',
  'Verification failed.',
  'There was an error completing your onboarding. Please try again.',
  'Onboarding completed successfully!',
  'Failed to complete onboarding.',
  'Your agent profile has been set up successfully!',
  'Failed to complete profile setup. Please try again.',
  'Failed to save profile information.',
  'Logged out successfully!',
  'Failed to log out. Please try again.',
  'Status updated successfully',
  'Failed to update status',
  'Property status updated successfully',
  'Failed to update property status',
  'Failed to load your properties',
  'Failed to load your cases',
  'Failed to load your appointments',
  'Could not load shared users',
  'Failed to search users',
  'Failed to share property',
  'Failed to remove sharing',
  'Property shared successfully',
  'Sharing removed successfully',
  'Property submitted successfully!',
  'Failed to remove case association',
  'Case disassociated from property',
  'Error scheduling key pickup. Please try again.',
  'Failed to cancel appointment',
  'Key pickup scheduled successfully!',
  'Appointment cancelled successfully',
  'Are you sure you want to cancel this appointment?',
  'Failed to upload document',
  'Document uploaded successfully!',
  'Failed to load notifications',
  'Failed to mark notifications as read',
  'All notifications marked as read',
  'You do not have attorney privileges',
  'What We Offer',
  'Discover How We Can Help You',
  'Join Community',
  'Schedule Key Pickup',
  'Submit Property For Sale',
  'Download Mobile App',
  'Realty App',
  'About Us',
  // part 2
  'This area is for attorney accounts only',
  'Not set',
  'At a Glance',
  'Under Review',
  'High Priority',
  'Upcoming Deadlines',
  'No upcoming deadlines.',
  'No cases are currently assigned to you.',
  'Not provided',
  'Message Client',
  'Related Property',
  'Not available',
  'Case Not Found',
  'Add New Client',
  'Access Denied',
  "You don't have permission to access this page.",
  'Refresh Document Assignments',
  'Upload New Document',
  'Legal Counsel',
  'Unknown Property',
  'N/A',
  'Create Your Client Account',
  'Invalid Invitation',
  'This invitation link is invalid or has expired.',
  'Schedule Property Showings',
  'List View',
  'Calendar View',
  'Schedule Showing',
  'Date & Time',
  'No showings scheduled yet',
  'No Properties Available',
  'You need at least one property to schedule showings.',
  'Go to Properties',
  'Please fill all required fields',
  'Type at least 2 characters to search',
  'No users found',
  'Passwords do not match',
  'Please select a property',
  'Please fill in all required fields',
  'Failed to load cases',
  'Failed to load case details',
  'Failed to save notes',
  'Failed to update case status',
  'Failed to save profile information',
  'Failed to load profile',
  'Failed to update profile',
  'Failed to load client cases',
  'Failed to submit client information',
  'Failed to load documents',
  'Failed to load properties',
  'Failed to associate property',
  'Failed to remove association',
  'Failed to fix documents',
  'Failed to view document',
  'Invalid or expired invitation',
  'Failed to create account',
  'Invalid response data from server',
  'Unexpected data format from server',
  'Failed to load scheduled showings',
  'Failed to schedule showing',
  'Failed to cancel showing',
  'Notes saved successfully',
  'Case status updated',
  'Your attorney profile has been set up!',
  'Profile updated successfully',
  'Property associated with case',
  'Property disassociated from case',
  'Account created successfully!',
  'Showing scheduled successfully',
  'Showing updated successfully',
  'Showing cancelled successfully',
  'Are you sure you want to cancel this showing?',
  // API errors (DESIGN §5)
  'Authentication required',
  'Invalid or expired token',
  'Not found',
  'Too many requests, please try again later.',
  'Validation failed',
  'File too large (maximum 10 MB)',
  'File type not allowed',
  'An account with this email already exists',
];

describe('messages catalogue', () => {
  it.each(SPEC_TEXTS)('holds the spec text %j verbatim', (text) => {
    expect(catalogue.has(text)).toBe(true);
  });

  it('is English except the three Dutch texts the spec names', () => {
    const dutch = [...catalogue].filter((text) => /\b(Bezig|Verificatie|Bedankt|betaling|je)\b/.test(text));
    expect(dutch.sort()).toEqual(['Bedankt voor je betaling!', 'Bezig met verificatie...', 'Verificatie geslaagd!']);
  });

  it('has no empty texts', () => {
    expect([...catalogue].filter((text) => text.trim() === '')).toEqual([]);
  });

  it('formats the dynamic texts', () => {
    expect(onboardingTexts.stepOf(3, 9)).toBe('Step 3 of 9');
    expect(dashboardTexts.welcome('Alice')).toBe('Welcome back, Alice!');
    expect(dashboardTexts.documentsSummary(1, 1)).toBe('1 document in 1 case');
    expect(dashboardTexts.documentsSummary(3, 2)).toBe('3 documents in 2 cases');
    expect(notificationsPageTexts.badgeLabel(1)).toBe('1 unread notification');
    expect(
      mailTexts.invitation.text('Alice', 'Avery Attorney', 'Estate Sale - Alice', 'http://x/client-signup/t'),
    ).toContain('http://x/client-signup/t');
    expect(notificationContentTexts.keyPickupScheduled('2026-03-10', '10:00')).toEqual({
      title: 'Key pickup scheduled',
      message: 'Your key pickup is scheduled for 2026-03-10 at 10:00.',
    });
  });
});
