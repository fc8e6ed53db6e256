/** Error pages and the placeholder of screens that arrive in later releases. */
const texts = {
  forbidden: 'Sorry, you do not have access to this page. Ask your store owner for access.',
  notFound: 'Sorry, the page you visited does not exist.',
  serverError: 'Sorry, something went wrong. Try again, or go back to the home page.',
  comingSoon: 'This screen is on its way',
  comingSoonHint:
    'Meanwhile your devices and the app keep working as usual and no data is lost. If you need this now, contact the platform’s support.',
  /** What each screen still to come will do, said to a store owner. */
  will: {
    data: 'Here you will see how your store is doing: analyses run, new customers and how each device is used.',
    symptomLabel:
      'Here you will manage the symptom labels of your reports: their degrees and colours, causes and care advice.',
    productType:
      'Here you will manage the treatments and products you recommend, by type, linked to the symptoms they address.',
    treatmentCase: 'Here you will collect treatment cases and plans to show your customers.',
    symptomDesc: 'Here you will edit the wording and pictures your reports show for each symptom.',
    adInfo: 'Here you will set the carousel adverts and the start-up page shown on your devices.',
    complaintType: 'Here you will manage the types of your customers’ chief complaints.',
    complainInfo: 'Here you will manage the chief complaints your staff choose from, and their order.',
    myOrders: 'Here you will see and pay your orders: cloud space and viewer-end renewals.',
    cloud: 'Here you will see your cloud space usage and renew it online.',
    payment: 'Here you will pay an order.',
    paymentResult: 'Here you will see the result of a payment.',
  },
  cloudStatus: 'Your cloud space: {{size}} used, valid until {{date}}.',
  cloudMeanwhile:
    'Until online renewal opens here, contact the platform’s support to renew. Your cloud space keeps working until that date.',
  orderNo: 'Order number: {{orderNo}}',
};

export default texts;

// The area's keys, checked in every t('pages:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    pages: typeof texts;
  }
}
