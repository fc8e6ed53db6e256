import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Lo sentimos, no tiene acceso a esta página. Pida acceso al propietario de la tienda.',
  notFound: 'Lo sentimos, la página que visitó no existe.',
  serverError: 'Lo sentimos, algo salió mal. Inténtelo de nuevo o vuelva al inicio.',
  comingSoon: 'Esta pantalla llegará pronto',
  comingSoonHint:
    'Mientras tanto, sus dispositivos y la app siguen funcionando como siempre y no se pierde ningún dato. Si lo necesita ya, contacte con el soporte de la plataforma.',
  /** What each screen still to come will do, said to a store owner. */
  will: {
    data: 'Aquí verá cómo va su tienda: análisis realizados, clientes nuevos y uso de cada dispositivo.',
    symptomLabel:
      'Aquí gestionará las etiquetas de síntomas de sus informes: grados y colores, causas y consejos de cuidado.',
    productType:
      'Aquí gestionará por tipo los tratamientos y productos que recomienda, vinculados a los síntomas que tratan.',
    treatmentCase: 'Aquí reunirá casos y planes de tratamiento para mostrar a sus clientes.',
    symptomDesc: 'Aquí editará los textos e imágenes que sus informes muestran para cada síntoma.',
    adInfo: 'Aquí configurará los anuncios en carrusel y la pantalla de inicio de sus dispositivos.',
    complaintType: 'Aquí gestionará los tipos de motivo de consulta de sus clientes.',
    complainInfo: 'Aquí gestionará los motivos de consulta entre los que elige su personal, y su orden.',
    myOrders: 'Aquí verá y pagará sus pedidos: renovaciones del espacio en la nube y del terminal de visualización.',
    cloud: 'Aquí verá el uso de su espacio en la nube y podrá renovarlo en línea.',
    payment: 'Aquí pagará un pedido.',
    paymentResult: 'Aquí verá el resultado de un pago.',
  },
  cloudStatus: 'Su espacio en la nube: {{size}} usados, válido hasta el {{date}}.',
  cloudMeanwhile:
    'Hasta que la renovación en línea esté disponible aquí, contacte con el soporte de la plataforma para renovar. Su espacio sigue funcionando hasta esa fecha.',
  orderNo: 'Número de pedido: {{orderNo}}',
} satisfies LocaleArea<typeof en>;
