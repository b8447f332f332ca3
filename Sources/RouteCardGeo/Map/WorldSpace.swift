/// Web Mercator world units (see ``WorldPoint``), y down. Marks ``WorldBox``.
public enum WorldSpace {}
