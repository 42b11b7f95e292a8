export { BodyDiagram, type BodyDiagramProps, useDiagramSelection } from './body-diagram';
export {
  type DiagramSelection,
  type DiagramValue,
  EMPTY_DIAGRAM,
  parseDiagram,
  serialiseDiagram,
} from './selection';
