// The video viewer: no download control, no context menu (spec 02 §6).

export function VideoViewer({ url, title }: { url: string; title: string }) {
  return (
    <video
      className="video-viewer"
      src={url}
      controls
      controlsList="nodownload noremoteplayback"
      disablePictureInPicture
      onContextMenu={(e) => e.preventDefault()}
      aria-label={title}
      preload="metadata"
    />
  );
}
