import type { LocaleArea } from '../../types';
import type en from '../en-US/consent';

export default {
  tab: 'Textos de consentimiento',
  intro:
    'Lo que la app de análisis muestra a la clienta antes de que dé su consentimiento, por idioma. Cada guardado crea una versión nueva; cada consentimiento indica la versión que leyó.',
  introPlatform:
    'Textos de consentimiento por defecto: una tienda sin texto propio en un idioma muestra estos. Cada guardado crea una versión nueva.',
  languagesTable: 'Textos de consentimiento por idioma',
  language: 'Idioma',
  latest: 'Última versión',
  savedAt: 'Guardado',
  savedBy: 'Guardado por',
  versions: 'Versiones',
  version: 'Versión',
  length: 'Caracteres',
  none: 'Ninguno aún',
  platformShown: 'Muestra {{version}} de la plataforma',
  editorTitle: 'Texto en {{language}}',
  editorLabel: 'Texto de consentimiento en {{language}}',
  placeholder: 'Finalidad, qué se guarda y durante cuánto tiempo, sus derechos, cómo contactar con la tienda',
  startsFromPlatform:
    'No tienes texto propio en este idioma: este es {{version}} de la plataforma. Edítalo y guárdalo para tener el tuyo.',
  tooLong: 'Como máximo {{max}} caracteres',
  save: 'Guardar como versión nueva',
  undo: 'Deshacer cambios',
  confirmTitle: '¿Guardar una versión nueva?',
  confirmBody:
    'Se creará la versión {{number}} del texto en {{language}}, que la app mostrará desde ahora. Las versiones anteriores siguen disponibles y los consentimientos ya registrados siguen indicando la versión que leyó la clienta.',
  confirmOk: 'Guardar',
  saved: 'Versión {{version}} guardada',
  unchanged: 'El texto es igual a la última versión: no se guardó nada nuevo',
  history: 'Versiones del texto en {{language}}',
  historyEmpty: 'Aún no hay versiones',
  readVersion: 'Leer la versión {{version}}',
  readTitle: 'Versión {{version}}',
  readMeta: 'Guardado {{time}} por {{name}}',
  platformTag: 'Por defecto de la plataforma',
  loadFailed: 'No se pudieron cargar los textos de consentimiento',
} satisfies LocaleArea<typeof en>;
