import type { LocaleArea } from '../../types';
import type en from '../en-US/retention';

export default {
  title: 'Conservación de fotos',
  hint: 'Las fotos de análisis más antiguas que este plazo se borran una vez al día, con sus miniaturas; los análisis y sus resultados se conservan, con una nota de que las fotos se borraron. 0 las conserva hasta que las borre.',
  months: 'Conservar fotos (meses)',
  monthsSuffix: 'meses',
  keepForever: 'Se conservan hasta borrarlas',
  keptFor: 'Se conservan {{count}} meses',
  save: 'Guardar',
  saved: 'Conservación de fotos guardada',
  dueTitle: 'La próxima ejecución diaria libera',
  dueNone: 'Ahora no hay fotos más antiguas que el plazo.',
  due: '{{photos}} fotos de {{analyses}} análisis anteriores al {{date}}, {{size}}',
  dueMore: 'Al menos {{photos}} fotos de {{analyses}} análisis anteriores al {{date}}, {{size}} o más',
  ownerOnly: 'Solo el propietario de la tienda puede cambiar cuánto tiempo se conservan las fotos.',
  loadFailed: 'No se pudo cargar la conservación de fotos',
} satisfies LocaleArea<typeof en>;
