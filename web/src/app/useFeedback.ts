import AppContext from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * Toasts, notifications and confirmation dialogs (`{ message, notification, modal }`), as antd's `App.useApp()`
 * gives them, but without importing antd's App (and with it Modal, message and notification) into the importer's
 * chunk: the console's `<Feedback>` provides them, loading their code on first use (app/Feedback.tsx).
 */
export const useFeedback = () => useContext(AppContext);
