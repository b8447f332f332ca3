/// The canvas's coordinate space: points from the top-left corner, y down. Marks ``CanvasBox``.
public enum CanvasSpace {}
