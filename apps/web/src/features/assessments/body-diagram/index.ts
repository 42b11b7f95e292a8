export { BodyDiagram, type BodyDiagramProps, useDiagramSelection } from './body-diagram';
export { exportPng } from './export';
export {
  type DiagramSelection,
  type DiagramValue,
  EMPTY_DIAGRAM,
  parseDiagram,
  serialiseDiagram,
} from './selection';
