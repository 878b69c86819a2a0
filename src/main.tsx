/**
 * Entry point of the bundle: boots the app on the current document.
 */
import './styles/index.css';
import { boot } from './boot/boot';

void boot();
